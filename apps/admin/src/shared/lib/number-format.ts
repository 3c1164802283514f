const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Shortens a number with a k, M, G, T, P or E suffix, keeping at most `digits` decimals. */
export function formatNumber(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (let i = 0; i < SUFFIXES.length; i++) {
    const suffix = SUFFIXES[i];
    if (!suffix || abs < suffix.value) continue;
    // 999950 rounds to "1000.0k": show it with the next suffix up ("1M") instead.
    const larger = SUFFIXES[i - 1];
    const rounded = Number((abs / suffix.value).toFixed(digits));
    const { value, symbol } = rounded >= 1000 && larger ? larger : suffix;
    const text = (abs / value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
    return `${sign}${text}${symbol}`;
  }
  return String(n);
}

/** Groups the integer part in threes: 1234567.89 → 1,234,567.89. */
export function thousands(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [int = '', frac] = String(n).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
