/** How long one request to a search engine may take before it counts as a network error. */
export const PUSH_TIMEOUT_MS = 30_000;

export type EngineAnswer = { ok: true; status: number; text: string } | { ok: false; aborted: boolean };

/**
 * One request to a search engine, within the push's time limit. Answers the status and body, or
 * that no answer came (network error, timeout): never throws, and never reports the request's
 * address (it may hold a token).
 */
export async function askEngine(url: string, init: RequestInit, signal: AbortSignal): Promise<EngineAnswer> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
    });
    // Only the first part of a long answer is kept; the rest is not waited for.
    const text = (await response.text()).slice(0, 4_000);
    return { ok: true, status: response.status, text };
  } catch {
    return { ok: false, aborted: signal.aborted };
  }
}

/** Whether an answer means "try again later": 5xx or 429. */
export const retryable = (status: number) => status >= 500 || status === 429;

/** The next midnight of a time zone's day, as a moment (Baidu's quota turns at midnight in Beijing). */
export function nextDayStart(now: Date, utcOffsetHours: number): Date {
  const shifted = new Date(now.getTime() + utcOffsetHours * 3_600_000);
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + 1);
  // A few minutes after midnight, so the engine's counter has surely turned.
  return new Date(midnight - utcOffsetHours * 3_600_000 + 5 * 60_000);
}
