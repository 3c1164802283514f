const FLASH_KEY = 'sw_flash';

/** Keeps one message across a reload (the 401 sign-out reloads the page, spec §8). */
export function setFlash(text: string): void {
  try {
    globalThis.sessionStorage?.setItem(FLASH_KEY, text);
  } catch {
    // Losing the message only loses the explanation, not the sign-out.
  }
}

/** Reads and forgets the message kept across a reload. */
export function takeFlash(): string | null {
  try {
    const text = globalThis.sessionStorage?.getItem(FLASH_KEY) ?? null;
    globalThis.sessionStorage?.removeItem(FLASH_KEY);
    return text;
  } catch {
    return null;
  }
}
