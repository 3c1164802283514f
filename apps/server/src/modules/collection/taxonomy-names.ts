import { SLUG_MAX } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { websiteLanguagesOf } from '../page/index.ts';

type Runner = Pick<Db, 'select'>;

/**
 * A free address for a category or tag derived from its name: the name's slug, or `<fallback>-1`
 * (`-2`, …) when the name has no letters or digits a slug keeps; a slug another one already uses
 * gets `-2`, `-3`, … until it is free.
 */
export function uniqueSlug(base: string, fallback: string, taken: ReadonlySet<string>): string {
  if (base === '') {
    for (let n = 1; ; n++) if (!taken.has(`${fallback}-${n}`)) return `${fallback}-${n}`;
  }
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The names of a category, tag or attribute kept for the website's other languages: the default
 * language's name is `name` itself, and names of languages the website does not have, or left
 * empty, are dropped rather than stored where no screen shows them.
 */
export async function otherLanguageNames(
  db: Runner,
  companyId: number,
  websiteId: number,
  names: Readonly<Record<string, string | undefined>>,
): Promise<Record<string, string>> {
  const languages = await websiteLanguagesOf(db, companyId, websiteId);
  const others = new Set(languages.filter((l) => !l.isDefault).map((l) => l.lang));
  return Object.fromEntries(
    Object.entries(names).filter(
      (entry): entry is [string, string] => others.has(entry[0]) && (entry[1] ?? '') !== '',
    ),
  );
}

/** A request the schema accepts but the stored data does not allow, naming the field to fix. */
export function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION', { data: { fields: [{ path, message }] } });
}
