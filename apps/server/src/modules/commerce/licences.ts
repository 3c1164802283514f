import type { CatalogueKind } from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Executor } from '../jobs/index.ts';
import { CATALOGUE, type CatalogueData, catalogueEntry } from './catalogue.ts';
import { companyLicences } from './commerce.schema.ts';

/** An item costs something in some currency: using it needs a licence. */
export function isPriced(catalogue: CatalogueData, kind: CatalogueKind, key: string): boolean {
  const entry = catalogueEntry(catalogue, kind, key);
  return Object.values(entry?.price ?? {}).some((amount) => (amount ?? 0) > 0);
}

export async function holdsLicence(db: Executor, companyId: number, kind: CatalogueKind, key: string) {
  const [row] = await db
    .select({ id: companyLicences.id })
    .from(companyLicences)
    .where(
      and(
        eq(companyLicences.companyId, companyId),
        eq(companyLicences.kind, kind),
        eq(companyLicences.itemKey, key),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The company may use the item now: it is free, or the company bought it. */
export async function hasLicence(
  db: Executor,
  companyId: number,
  kind: CatalogueKind,
  key: string,
  catalogue: CatalogueData = CATALOGUE,
): Promise<boolean> {
  if (!isPriced(catalogue, kind, key)) return true;
  return holdsLicence(db, companyId, kind, key);
}

/** Refuses (LICENCE_REQUIRED, naming the item) a priced item the company has not bought. */
export async function requireLicence(
  db: Executor,
  companyId: number,
  kind: CatalogueKind,
  key: string,
  catalogue: CatalogueData = CATALOGUE,
): Promise<void> {
  if (await hasLicence(db, companyId, kind, key, catalogue)) return;
  // Both names: the error is worded in the caller's language from the table.
  const name = catalogueEntry(catalogue, kind, key)?.name ?? key;
  throw new AppError('LICENCE_REQUIRED', { data: { item: name } });
}
