import { type TranslationProvider, TranslationError } from './translation-provider.ts';

export interface LibreTranslateOptions {
  /** Base URL of a LibreTranslate-compatible service, e.g. `https://translate.example.com`. */
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
  /** Texts per request; long pages are sent in several batches. */
  batchSize?: number;
  fetch?: typeof fetch;
}

/** Our site language codes where LibreTranslate spells them differently. */
const LIBRETRANSLATE_CODES: Record<string, string> = { 'zh-TW': 'zt', zh: 'zh' };

export function libreTranslateCode(lang: string): string {
  return LIBRETRANSLATE_CODES[lang] ?? lang.split('-')[0] ?? lang;
}

/** Client of the LibreTranslate HTTP API (`POST /translate` with `q` as a list). */
export function createLibreTranslateProvider(options: LibreTranslateOptions): TranslationProvider {
  const endpoint = new URL('translate', options.url.endsWith('/') ? options.url : `${options.url}/`);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const batchSize = options.batchSize ?? 50;
  const doFetch = options.fetch ?? fetch;

  async function translateBatch(q: string[], from: string, to: string, format: 'text' | 'html') {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q,
          source: libreTranslateCode(from),
          target: libreTranslateCode(to),
          format,
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TranslationError(
        `The translation service could not be reached (${(error as Error).message}).`,
      );
    }
    const body = (await response.json().catch(() => null)) as {
      translatedText?: unknown;
      error?: unknown;
    } | null;
    if (!response.ok) {
      const reason = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
      throw new TranslationError(`The translation service refused the request: ${reason}`);
    }
    const out = body?.translatedText;
    if (!Array.isArray(out) || out.length !== q.length || out.some((t) => typeof t !== 'string')) {
      throw new TranslationError('The translation service answered in an unexpected shape.');
    }
    return out as string[];
  }

  return {
    id: 'libretranslate',
    translates: true,
    async translate(texts, from, to, format) {
      if (texts.length === 0 || libreTranslateCode(from) === libreTranslateCode(to)) return [...texts];
      const result: string[] = [];
      for (let i = 0; i < texts.length; i += batchSize) {
        const batch = texts.slice(i, i + batchSize);
        // Empty strings need no round trip and some services reject them.
        const todo = batch.map((t, j) => ({ t, j })).filter(({ t }) => t.trim() !== '');
        const translated = todo.length
          ? await translateBatch(
              todo.map(({ t }) => t),
              from,
              to,
              format,
            )
          : [];
        const merged = [...batch];
        todo.forEach(({ j }, k) => {
          merged[j] = translated[k] ?? batch[j] ?? '';
        });
        result.push(...merged);
      }
      return result;
    },
  };
}
