/** One record of a CSV text with the line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Splits CSV text (RFC 4180: comma separated, fields in double quotes may hold commas, line breaks
 * and doubled quotes; CRLF or LF; a leading byte-order mark is ignored). An unterminated quote
 * answers the line it opened on instead of records.
 */
export function parseCsv(text: string): { records: CsvRecord[] } | { unterminatedAt: number } {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field.trim() === '') {
      // A quoted field: everything up to the closing quote, '""' standing for one quote.
      const openedAt = line;
      field = '';
      i++;
      for (;;) {
        if (i >= text.length) return { unterminatedAt: openedAt };
        const q = text[i] as string;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      // Anything between the closing quote and the next separator is kept as written.
      while (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { records };
}
