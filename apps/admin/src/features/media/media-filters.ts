import type { MediaKind } from '@sitewright/contract';
import { type DateFilter, datePresets } from '../../shared/lib/date-presets.ts';

/**
 * The upload-time bounds of a date filter (spec §9 presets). Only the start is sent: files
 * uploaded while the screen is open belong to "today" and "the last 7 days" too.
 */
export function dateBounds(filter: DateFilter, now: Date): { from?: string } {
  if (filter === 'all') return {};
  return { from: datePresets(now)[filter][0].toISOString() };
}

/** What the kind filter offers: one entry per kind people look for, images with SVG. */
export const KIND_FILTERS = [
  'all',
  'image',
  'document',
  'spreadsheet',
  'archive',
  'video',
  'audio',
  'other',
] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

export function kindsOf(filter: KindFilter): MediaKind[] | undefined {
  if (filter === 'all') return undefined;
  return filter === 'image' ? ['image', 'svg'] : [filter];
}
