import type { IncomingMessage } from 'node:http';

/**
 * Reading what a visitor's browser sends to a form: the body within its limit, its texts and
 * files (urlencoded, or multipart when the form has a file field), and the names and addresses in
 * it made safe to keep and to send the visitor back to.
 */

export async function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) return 'too-large';
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > max) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** A visitor's value of a field as sent: one string, or all of a multiple choice's. */
export type Sent = Map<string, string[]>;

/** The texts and files of a body: urlencoded, or multipart when the form has a file field. */
export async function parseBody(
  body: Buffer,
  contentType: string,
): Promise<{ texts: Sent; files: Map<string, File> } | null> {
  const texts: Sent = new Map();
  const files = new Map<string, File>();
  const add = (name: string, value: string) => {
    const list = texts.get(name) ?? [];
    if (list.length < 100) list.push(value);
    texts.set(name, list);
  };
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) add(name, value);
    return { texts, files };
  }
  if (contentType.startsWith('multipart/form-data')) {
    try {
      const data = await new Response(new Uint8Array(body), {
        headers: { 'content-type': contentType },
      }).formData();
      for (const [name, value] of data) {
        if (typeof value === 'string') add(name, value);
        else if (!files.has(name)) files.set(name, value);
      }
      return { texts, files };
    } catch {
      return null;
    }
  }
  return null;
}

/** A file name safe to show: its last segment, without control characters, bounded. */
export function cleanName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-120);
  return base === '' ? `file.${ext}` : base;
}

/** An address on this site the visitor may be sent back to: a path, never another host. */
export function sitePath(value: string | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value.slice(0, 500);
}
