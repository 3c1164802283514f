/**
 * Benchmark support (bench/publish-collections.mjs): a website with a home page, 2,000 articles
 * and 2,000 products (categories, tags, product attributes, published snapshots) built straight in
 * an embedded database, then published whole with the real publisher, timed. Not part of the
 * server bundle.
 */
import { join } from 'node:path';
import { openPglite } from '../db/client.ts';
import {
  collectionItems,
  collectionTags,
  collectionTypes,
  companies,
  menuNodes,
  pages,
  productAttributes,
  websiteLanguages,
  websites,
} from '../db/schema.ts';
import { itemSnapshot, type ItemRow } from '../modules/collection/index.ts';
import { createPublishService } from '../modules/publish/publish.service.ts';
import { diskSiteStore } from '../modules/publish/site-store.ts';
import { migrationsFolder } from '../paths.ts';

export interface CollectionSiteOptions {
  dataDir: string;
  articles: number;
  products: number;
}

export interface CollectionSitePublish {
  publishMs: number;
  /** Files of the version: every item's page, list, category and filter pages, feeds, assets. */
  fileCount: number;
}

const PARAGRAPH =
  'Our team designs, builds and ships products for customers in forty countries. Every order is checked twice before it leaves the warehouse. 我们的团队为四十个国家的客户设计和制造产品。';

function body(i: number): string {
  return `<h2>Overview ${i}</h2><p>${PARAGRAPH.repeat(3)}</p><ul><li>First point ${i}</li><li>Second point</li><li>Third point</li></ul><h3>Details</h3><p>${PARAGRAPH.repeat(2)}</p>`;
}

export async function seedAndPublishCollections(
  options: CollectionSiteOptions,
): Promise<CollectionSitePublish> {
  const database = await openPglite(options.dataDir);
  try {
    await database.migrate(migrationsFolder());
    const { db } = database;
    const [company] = await db.insert(companies).values({ code: 'bench', name: 'Bench' }).returning();
    const companyId = company?.id ?? 0;
    const [site] = await db
      .insert(websites)
      .values({ companyId, name: 'Bench catalogue', slug: 'bench', flagCode: 'US', defaultLanguage: 'en' })
      .returning();
    const websiteId = site?.id ?? 0;
    const scope = { companyId, websiteId };
    await db.insert(websiteLanguages).values({ ...scope, lang: 'en', isDefault: true });
    const [home] = await db
      .insert(pages)
      .values({
        ...scope,
        lang: 'en',
        pageName: 'Home',
        pathSegment: '',
        document: {
          version: 1,
          blocks: [
            { id: 'h', type: 'heading', props: { text: 'Bench catalogue', level: 1 } },
            { id: 'a', type: 'latest-items', props: { kind: 'articles', count: 6, layout: 'grid' } },
            { id: 'p', type: 'latest-items', props: { kind: 'products', count: 6, layout: 'grid' } },
          ],
        },
      })
      .returning();
    await db
      .insert(menuNodes)
      .values({ ...scope, lang: 'en', label: 'Home', position: 0, pageId: home?.id ?? null });
    const typeIds: Record<string, number[]> = {};
    const tagIds: Record<string, number[]> = {};
    for (const collection of ['news', 'product']) {
      const types = await db
        .insert(collectionTypes)
        .values(
          Array.from({ length: 8 }, (_, i) => ({
            ...scope,
            collection,
            name: `Category ${i}`,
            slug: `category-${i}`,
            sort: i,
          })),
        )
        .returning({ id: collectionTypes.id });
      typeIds[collection] = types.map((t) => t.id);
      const tags = await db
        .insert(collectionTags)
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            ...scope,
            collection,
            name: `Tag ${i}`,
            slug: `tag-${i}`,
          })),
        )
        .returning({ id: collectionTags.id });
      tagIds[collection] = tags.map((t) => t.id);
    }
    const [material, weight] = await db
      .insert(productAttributes)
      .values([
        {
          ...scope,
          name: 'Material',
          kind: 'choice',
          options: ['steel', 'aluminium', 'brass', 'plastic'].map((id) => ({ id, name: id, names: {} })),
          sort: 0,
        },
        { ...scope, name: 'Weight', kind: 'number', unit: 'kg', sort: 1 },
      ])
      .returning();
    const publishedAt = new Date(Date.now() - 3600_000);
    const insert = async (collection: 'news' | 'product', count: number) => {
      const BATCH = 250;
      for (let start = 0; start < count; start += BATCH) {
        const rows = [];
        for (let i = start; i < Math.min(count, start + BATCH); i++) {
          const types = typeIds[collection] ?? [];
          const tags = tagIds[collection] ?? [];
          const fields =
            collection === 'news'
              ? { cover: '', author: `Author ${i % 12}` }
              : {
                  model: `SW-${10000 + i}`,
                  gallery: [],
                  price: i % 3 === 0 ? null : 10 + (i % 90),
                  currency: 'USD',
                  attributes: {
                    [String(material?.id)]: ['steel', 'aluminium', 'brass', 'plastic'][i % 4],
                    [String(weight?.id)]: 1 + (i % 40) / 4,
                  },
                  files: [],
                };
          const row = {
            ...scope,
            collection,
            lang: 'en',
            title: `${collection === 'news' ? 'Article' : 'Product'} ${i}: ${PARAGRAPH.slice(0, 40)}`,
            slug: `${collection === 'news' ? 'article' : 'product'}-${i}`,
            summary: PARAGRAPH,
            body: body(i),
            typeIds: [types[i % types.length] ?? 0],
            tagIds: [...new Set([tags[i % tags.length] ?? 0, tags[(i * 7) % tags.length] ?? 0])],
            isPinned: false,
            sort: i,
            publishAt: new Date(publishedAt.getTime() - i * 60_000),
            seoTitle: '',
            seoKeywords: '',
            seoDescription: '',
            fields,
            version: 1,
          };
          // Published as an item publish leaves them: each with the snapshot visitors see.
          rows.push({
            ...row,
            published: itemSnapshot({ ...row, published: null } as unknown as ItemRow, publishedAt),
          });
        }
        await db.insert(collectionItems).values(rows);
      }
    };
    await insert('news', options.articles);
    await insert('product', options.products);
    const store = diskSiteStore(join(options.dataDir, 'sites'));
    const service = createPublishService({
      db,
      store,
      config: { publicBaseUrl: 'http://localhost:3000', siteDomainSuffix: 'localhost' },
      events: { changed: async () => {} },
      checks: { domainResolves: async () => true, certificateProblem: async () => null },
      templateAsset: () => undefined,
      fontFile: () => undefined,
    });
    const began = performance.now();
    const published = await service.publish(companyId, { id: websiteId, website_page_id: 0 });
    const publishMs = performance.now() - began;
    return { publishMs, fileCount: published.file_count };
  } finally {
    await database.close();
  }
}
