/**
 * Benchmark support (bench/site-serving.mjs): builds a website of N pages straight in a database
 * and publishes it with the real publisher, timing the publish. Not part of the server bundle.
 */
import type { PageDocument } from '@sitewright/contract';
// The blocks package's generated page shapes: the same content the render benchmark uses.
import { benchmarkPage } from '../../../../packages/blocks/src/bench/render-site.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import {
  blockedIps,
  companies,
  geoRedirectRules,
  menuNodes,
  pages,
  redirectRules,
  websiteLanguages,
  websites,
} from '../db/schema.ts';
import { join } from 'node:path';
import { createPublishService } from '../modules/publish/publish.service.ts';
import { databaseSiteStore, diskSiteStore } from '../modules/publish/site-store.ts';
import { migrationsFolder } from '../paths.ts';

export interface SeedOptions {
  /** A DATA_DIR to keep the database in (for a server to serve afterwards); in memory when absent. */
  dataDir?: string;
  /** A PostgreSQL database to seed instead (for a `--role site` server); files then go in it too. */
  databaseUrl?: string;
  pages: number;
  /** The site domain suffix the server will run with. */
  siteDomainSuffix?: string;
}

export interface SeededSite {
  slug: string;
  websiteId: number;
  publishMs: number;
  /** Paths of every published page. */
  paths: string[];
  /** Average size of the published pages' HTML (a sample of up to 200). */
  pageBytes: number;
}

/** An article page: about 0.7 KB of HTML per chapter (7 make about 5 KB, 35 about 25 KB). */
function articlePage(chapters: number): PageDocument {
  const paragraph =
    'Our team designs, builds and ships products for customers in forty countries. Every order is checked twice before it leaves the warehouse, and every customer gets an answer within a day. ';
  const blocks = Array.from({ length: chapters }, (_, i) => ({
    id: `b${i}`,
    type: 'rich-text',
    props: {
      html: `<h3>Chapter ${i + 1}</h3><p>${paragraph.repeat(3)}</p><ul><li>First point ${i}</li><li>Second point ${i}</li><li>Third point ${i}</li></ul>`,
    },
  }));
  return {
    version: 1,
    blocks: [{ id: 'h', type: 'heading', props: { text: 'Serving benchmark', level: 1 } }, ...blocks],
  };
}

async function seedWebsite(
  db: Awaited<ReturnType<typeof openPglite>>['db'],
  companyId: number,
  slug: string,
  count: number,
): Promise<{ websiteId: number; paths: string[] }> {
  const [site] = await db
    .insert(websites)
    .values({ companyId, name: `Bench ${slug}`, slug, flagCode: 'US', defaultLanguage: 'en' })
    .returning({ id: websites.id });
  const websiteId = site?.id ?? 0;
  await db.insert(websiteLanguages).values({ companyId, websiteId, lang: 'en', isDefault: true });
  const paths: string[] = [];
  const BATCH = 200;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const segment = i === 0 ? '' : i === 1 ? 'large' : i === 2 ? 'small' : `page-${i}`;
      paths.push(segment === '' ? '/' : `/${segment}`);
      rows.push({
        companyId,
        websiteId,
        lang: 'en',
        pageName: `Page ${i}`,
        pathSegment: segment,
        document: i === 1 ? articlePage(35) : i === 2 ? articlePage(7) : benchmarkPage(i),
      });
    }
    await db.insert(pages).values(rows);
  }
  // A two-level menu over the first pages, like a real site's navigation.
  const top = await db
    .insert(menuNodes)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        companyId,
        websiteId,
        lang: 'en',
        label: `Section ${i}`,
        position: i,
      })),
    )
    .returning({ id: menuNodes.id });
  const all = await db.select({ id: pages.id }).from(pages);
  const own = all.slice(-count);
  await db.insert(menuNodes).values(
    own.slice(0, 24).map((page, i) => ({
      companyId,
      websiteId,
      lang: 'en',
      label: `Item ${i}`,
      parentId: top[i % top.length]?.id ?? null,
      position: i,
      pageId: page.id,
    })),
  );
  return { websiteId, paths };
}

/**
 * Seeds company `bench` with website `bench` (N pages, no per-request rules) and website
 * `bench-rules` (the same pages plus 100 blocked ranges, 100 redirects and a geo rule), then
 * publishes `bench` with the real publisher and times it. `bench-rules` is published too, untimed.
 */
export async function seedAndPublish(options: SeedOptions): Promise<SeededSite> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  try {
    await database.migrate(migrationsFolder());
    const { db } = database;
    const [company] = await db
      .insert(companies)
      .values({ code: 'bench', name: 'Bench' })
      .returning({ id: companies.id });
    const companyId = company?.id ?? 0;
    const bare = await seedWebsite(db, companyId, 'bench', options.pages);
    const ruled = await seedWebsite(db, companyId, 'bench-rules', Math.min(options.pages, 50));
    await db.insert(blockedIps).values(
      Array.from({ length: 100 }, (_, i) => ({
        companyId,
        websiteId: ruled.websiteId,
        cidr: `198.18.${i}.0/24`,
      })),
    );
    await db.insert(redirectRules).values(
      Array.from({ length: 100 }, (_, i) => ({
        companyId,
        websiteId: ruled.websiteId,
        source: `/old-${i}`,
        target: `/page-${i + 2}`,
        matchKind: i % 2 ? ('prefix' as const) : ('exact' as const),
      })),
    );
    await db.insert(geoRedirectRules).values({
      companyId,
      websiteId: ruled.websiteId,
      countries: ['JP'],
      targetKind: 'url',
      target: 'https://jp.example.com/',
    });
    // As the server stores them: on disk beside an embedded database, in it otherwise.
    const store =
      options.dataDir && !options.databaseUrl
        ? diskSiteStore(join(options.dataDir, 'sites'))
        : databaseSiteStore(db);
    const service = createPublishService({
      db,
      store,
      config: {
        publicBaseUrl: 'http://localhost:3000',
        siteDomainSuffix: options.siteDomainSuffix ?? 'localhost',
      },
      events: { changed: async () => {} },
      checks: { domainResolves: async () => true, certificateProblem: async () => null },
      templateAsset: () => undefined,
      fontFile: () => undefined,
    });
    const began = performance.now();
    const published = await service.publish(companyId, { id: bare.websiteId, website_page_id: 0 });
    const publishMs = performance.now() - began;
    await service.publish(companyId, { id: ruled.websiteId, website_page_id: 0 });
    const sample = bare.paths.slice(0, 200);
    let bytes = 0;
    for (const path of sample) {
      bytes += (await store.read(bare.websiteId, published.version_id, path))?.body.length ?? 0;
    }
    return {
      slug: 'bench',
      websiteId: bare.websiteId,
      publishMs,
      paths: bare.paths,
      pageBytes: Math.round(bytes / sample.length),
    };
  } finally {
    await database.close();
  }
}
