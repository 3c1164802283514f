import { PLACEHOLDER_IMAGE } from '@sitewright/blocks';
import { PAGE_TYPE, type SampleContent, TEMPLATE_ASSETS_PATH } from '@sitewright/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collectionItems, collectionTypes, pages, productAttributes } from '../../db/schema.ts';
import { ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';
import { deleteItems } from '../collection/index.ts';
import { sampleNames } from './demo-content.ts';
import { TEMPLATES } from './templates/index.ts';
import type { Tx } from './template.service.ts';

/**
 * A template's SEO text as a pattern: its placeholders stand for anything, so a page filled by an
 * earlier version (the website's name written in) is recognised as well as one that keeps them.
 */
function textPattern(text: string): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${text
      .split(/\{\{\s*[a-z]+\.[a-z]+\s*\}\}/)
      .map(literal)
      .join('.*')}$`,
    's',
  );
}

/** Every template's SEO titles and descriptions, as patterns. */
const SAMPLE_SEO = {
  title: TEMPLATES.flatMap((t) => t.pages.map((p) => p.seoTitle))
    .filter(Boolean)
    .map(textPattern),
  description: TEMPLATES.flatMap((t) => t.pages.map((p) => p.description))
    .filter(Boolean)
    .map(textPattern),
};

const isSampleText = (text: string, patterns: readonly RegExp[]) =>
  text.trim() !== '' && patterns.some((pattern) => pattern.test(text));

const SAMPLES = sampleNames();

/**
 * The website's items, categories and attributes that are the template's samples as it made them:
 * an item whose title is a sample's (one the operator rewrote is theirs), and the sample categories
 * and attributes that no other item uses.
 */
async function findSamples(db: Db | Tx, scope: WebsiteScope) {
  const items = await db
    .select({
      id: collectionItems.id,
      collection: collectionItems.collection,
      title: collectionItems.title,
      typeIds: collectionItems.typeIds,
      fields: collectionItems.fields,
    })
    .from(collectionItems)
    .where(ownedBy(collectionItems, scope));
  const isSample = (item: (typeof items)[number]) =>
    SAMPLES.items.get(item.collection)?.has(item.title) === true;
  const sampleItems = items.filter(isSample);
  const kept = items.filter((item) => !isSample(item));
  const usedTypes = new Set(kept.flatMap((item) => item.typeIds));
  const usedAttributes = new Set(
    kept.flatMap((item) =>
      Object.keys((item.fields.attributes as Record<string, unknown> | undefined) ?? {}),
    ),
  );
  const categories = (
    await db
      .select({ id: collectionTypes.id, collection: collectionTypes.collection, name: collectionTypes.name })
      .from(collectionTypes)
      .where(ownedBy(collectionTypes, scope))
  ).filter((c) => SAMPLES.categories.get(c.collection)?.has(c.name) && !usedTypes.has(c.id));
  const attributes = (
    await db
      .select({ id: productAttributes.id, name: productAttributes.name })
      .from(productAttributes)
      .where(ownedBy(productAttributes, scope))
  ).filter((a) => SAMPLES.attributes.has(a.name) && !usedAttributes.has(String(a.id)));
  return { items: sampleItems, categories, attributes };
}

/** What of the website is still sample content, page by page and item by item. */
export async function sampleContentOf(db: Db, scope: WebsiteScope): Promise<SampleContent> {
  const rows = await db
    .select({
      id: pages.id,
      name: pages.pageName,
      lang: pages.lang,
      pageType: pages.pageType,
      seoTitle: pages.seoTitle,
      description: pages.description,
      document: pages.document,
    })
    .from(pages)
    .where(and(ownedBy(pages, scope), isNull(pages.deletedAt)));
  const ordinary = rows.filter((row) => row.pageType === PAGE_TYPE.ordinary).sort((a, b) => a.id - b.id);
  const seo: SampleContent['seo'] = [];
  for (const page of ordinary) {
    const named = { page_id: page.id, page_name: page.name, lang: page.lang };
    if (isSampleText(page.seoTitle, SAMPLE_SEO.title)) seo.push({ ...named, field: 'title' });
    if (isSampleText(page.description, SAMPLE_SEO.description)) seo.push({ ...named, field: 'description' });
  }
  // The templates' pictures are drawn samples, the placeholder among them.
  const images = ordinary
    .filter((page) => {
      const json = JSON.stringify(page.document);
      return json.includes(`${TEMPLATE_ASSETS_PATH}/`) || json.includes(PLACEHOLDER_IMAGE);
    })
    .map((page) => ({ page_id: page.id, page_name: page.name, lang: page.lang }));
  const samples = await findSamples(db, scope);
  return {
    seo,
    items: samples.items
      .sort((a, b) => a.collection.localeCompare(b.collection) || a.id - b.id)
      .map((item) => ({ id: item.id, collection: item.collection, title: item.title })),
    images,
    removable: {
      items: samples.items.length,
      categories: samples.categories.length,
      attributes: samples.attributes.length,
    },
  };
}

/**
 * Removes the sample items (FAQs, meetings and the rest included), then the sample categories and
 * attributes nothing else uses, inside the caller's transaction (which holds the website's lock).
 * Answers what was removed and whether any of it was live.
 */
export async function removeSamplesInTx(
  tx: Tx,
  scope: WebsiteScope,
): Promise<{ items: number; categories: number; attributes: number }> {
  const samples = await findSamples(tx, scope);
  const byCollection = new Map<string, number[]>();
  for (const item of samples.items) {
    byCollection.set(item.collection, [...(byCollection.get(item.collection) ?? []), item.id]);
  }
  let items = 0;
  for (const [collection, ids] of byCollection)
    items += (await deleteItems(tx, scope, collection, ids)).length;
  const categoryIds = samples.categories.map((c) => c.id);
  const attributeIds = samples.attributes.map((a) => a.id);
  if (categoryIds.length > 0) {
    await tx
      .delete(collectionTypes)
      .where(and(ownedBy(collectionTypes, scope), inArray(collectionTypes.id, categoryIds)));
  }
  if (attributeIds.length > 0) {
    await tx
      .delete(productAttributes)
      .where(and(ownedBy(productAttributes, scope), inArray(productAttributes.id, attributeIds)));
  }
  return { items, categories: categoryIds.length, attributes: attributeIds.length };
}
