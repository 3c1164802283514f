const MAX_REDIRECT_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 5;
// C0 controls, DEL and C1 controls: browsers strip some of them from URLs, which can turn a path
// into a protocol-relative address.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const PROBE_ORIGIN = 'http://probe.invalid';

/** Decodes until stable so double-encoded tricks (`%252F%252F`) are seen as what they become. */
function fullyDecode(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function isLocalPath(value: string): boolean {
  if (CONTROL_CHARS.test(value)) return false;
  if (value[0] !== '/') return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The in-app path to continue to after sign-in, or `/` when `raw` could lead anywhere else: it
 * must start with exactly one `/` (not `//` or `/\`), carry no scheme and no control characters,
 * both as given and fully decoded. The value is returned as given so its own encoding survives.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH) return '/';
  const decoded = fullyDecode(raw);
  if (decoded === null) return '/';
  return isLocalPath(raw) && isLocalPath(decoded) ? raw : '/';
}
