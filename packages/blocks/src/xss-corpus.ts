import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One hostile input from the corpora in testdata/xss, named so a failure says which one. */
export interface XssPayload {
  name: string;
  payload: string;
}

const XSS_DIR = fileURLToPath(new URL('../../../testdata/xss/', import.meta.url));

function read<T>(path: string): T {
  return JSON.parse(readFileSync(`${XSS_DIR}${path}`, 'utf8')) as T;
}

/**
 * Every payload of the DOMPurify test fixtures (its XSS subset and the whole expect table) and of
 * the OWASP filter-evasion cheat sheet, for tests of the rich-text sanitiser (test code only).
 */
export function xssCorpus(): XssPayload[] {
  const alerts = read<string[]>('dompurify/xss-payloads-alert.json');
  const expected = read<{ payload: string }[]>('dompurify/expect.json');
  const owasp = read<{ vectors: { section: string; payload: string }[] }>(
    'owasp-cheatsheet/xss-filter-evasion-vectors.json',
  );
  return [
    ...alerts.map((payload, i) => ({ name: `dompurify alert #${i}`, payload })),
    ...expected.map((e, i) => ({ name: `dompurify expect #${i}`, payload: e.payload })),
    ...owasp.vectors.map((v, i) => ({ name: `owasp #${i} ${v.section}`, payload: v.payload })),
  ];
}
