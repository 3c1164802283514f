const DAY_MS = 24 * 60 * 60 * 1000;

export type DatePresetKey = 'today' | 'last7' | 'last30' | 'last90';
export type DateRange = readonly [start: Date, end: Date];

function startOfDay(date: Date): Date {
  const start = new Date(date);
  start.setHours(0, 0, 0, 0);
  return start;
}

/** The spec's date presets relative to `now`: today since midnight, and the last 7, 30 and 90 days. */
export function datePresets(now: Date): Record<DatePresetKey, DateRange> {
  const end = new Date(now);
  const back = (days: number): DateRange => [new Date(now.getTime() - days * DAY_MS), new Date(end)];
  return {
    today: [startOfDay(now), new Date(end)],
    last7: back(7),
    last30: back(30),
    last90: back(90),
  };
}

/** A list's date filter: any time, or one of the presets. */
export type DateFilter = 'all' | DatePresetKey;

export const DATE_FILTERS: readonly DateFilter[] = ['all', 'today', 'last7', 'last30', 'last90'];
