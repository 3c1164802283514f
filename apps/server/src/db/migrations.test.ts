import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper.ts';
import { migrationsFolder } from '../paths.ts';
import { pages, websiteLanguages } from './schema.ts';

const firstOnly = mkdtempSync(join(tmpdir(), 'sw-migrations-'));
afterAll(() => rmSync(firstOnly, { recursive: true, force: true }));

/** The migrations folder as it stood before pages existed: only 0000. */
function folderWithFirstMigration(): string {
  cpSync(migrationsFolder(), firstOnly, { recursive: true });
  const journalPath = join(firstOnly, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx === 0);
  writeFileSync(journalPath, JSON.stringify(journal));
  return firstOnly;
}

describe('migration 0001 (pages and menus)', () => {
  it('gives websites that existed before it their default language and system pages', async () => {
    const database = await openTestDatabase({ empty: true });
    try {
      await database.migrate(folderWithFirstMigration());
      const { db } = database;
      // Written as the tables stood then: the schema of today has columns 0000 did not create.
      const company = (
        (await db.execute<{ id: number }>(
          sql`insert into companies (code, name) values ('old', 'Old') returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0];
      const inserted = await db.execute<{ id: number }>(
        sql`insert into websites (company_id, name, slug, flag_code, default_language)
            values (${company?.id ?? 0}, 'Old site', 'old-site', 'CN', 'zh') returning id`,
      );
      const site = (inserted as unknown as { rows: { id: number }[] }).rows[0];

      await database.migrate(migrationsFolder());

      const languages = await db
        .select()
        .from(websiteLanguages)
        .where(eq(websiteLanguages.websiteId, site?.id ?? 0));
      expect(languages.map((l) => [l.lang, l.isDefault, l.menuVersion])).toEqual([['zh', true, 0]]);
      const system = await db
        .select()
        .from(pages)
        .where(eq(pages.websiteId, site?.id ?? 0));
      expect(
        system.map((p) => [p.functionKind, p.pageName, p.pathSegment, p.pageType, p.lang]).sort(),
      ).toEqual([
        ['404', '页面不存在', '404', 1, 'zh'],
        ['search', '搜索结果', 'search', 1, 'zh'],
      ]);
      expect(system.every((p) => p.companyId === company?.id)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
