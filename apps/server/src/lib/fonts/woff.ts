import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps: each table inflated, the table
 * directory written again with the offsets of the uncompressed layout.
 *
 * fontkit reads a WOFF by inflating its tables again on every lookup, so a CJK font parsed as
 * WOFF took pdfkit over 20 s per document on a busy machine; the unwrapped file takes well under
 * a second, and unwrapping it once takes a few tens of milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? inflateSync(stored) : stored,
    };
  });
  // The offset table's binary-search fields, as the OpenType specification defines them.
  let entrySelector = 0;
  while (1 << (entrySelector + 1) <= count) entrySelector++;
  const searchRange = (1 << entrySelector) * 16;
  const directory = Buffer.alloc(12 + 16 * count);
  directory.writeUInt32BE(woff.readUInt32BE(4), 0);
  directory.writeUInt16BE(count, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [directory];
  let offset = directory.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(directory, record);
    directory.writeUInt32BE(table.checksum, record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.data.length, record + 12);
    // Every table starts on a four-byte boundary.
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}
