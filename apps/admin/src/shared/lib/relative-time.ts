import type { Lang } from '@sitewright/contract';
import { translate } from '../i18n/translate.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYY-MM-DD` in local time. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD HH:mm` in local time. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * How long ago `date` was (spec §9): under 30 s "just now", under an hour minutes, under a day hours,
 * under two days "1 day ago", otherwise the date. Times in the future count as just now.
 */
export function formatRelativeTime(date: Date | number | string, now: Date | number, lang: Lang): string {
  const then = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  const diff = new Date(now).getTime() - then.getTime();
  if (diff < 30 * SECOND) return translate(lang, 'time.justNow');
  if (diff < HOUR) {
    const n = Math.max(1, Math.floor(diff / MINUTE));
    return n === 1 ? translate(lang, 'time.minuteAgo') : translate(lang, 'time.minutesAgo', { n });
  }
  if (diff < 24 * HOUR) {
    const n = Math.floor(diff / HOUR);
    return n === 1 ? translate(lang, 'time.hourAgo') : translate(lang, 'time.hoursAgo', { n });
  }
  if (diff < 48 * HOUR) return translate(lang, 'time.dayAgo');
  return formatDate(then);
}
