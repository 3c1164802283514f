import { z } from 'zod';
import { defineCall, Id } from './envelope.ts';
import { arrayOf, boundedTree } from './nesting.ts';
import { SiteLang } from './page.ts';
import { PAGE_DOCUMENT_MAX_BLOCKS, PageDocument } from './page-document.ts';
import { gatedCalls, PAGE_WORK_ROLES } from './roles.ts';

/**
 * The website's shared sections: one header and one footer per website language, edited once in
 * the page editor and shown on every page (a page may hide them in its settings).
 */
export const GLOBAL_SECTION_KINDS = ['header', 'footer'] as const;
export const GlobalSectionKind = z.enum(GLOBAL_SECTION_KINDS);
export type GlobalSectionKind = z.infer<typeof GlobalSectionKind>;

/** Most blocks one shared section may hold: it is a frame, not a page. */
export const GLOBAL_SECTION_MAX_BLOCKS = 50;

/** One shared section as it stands (draft included). */
export const GlobalSection = z.object({
  kind: GlobalSectionKind,
  lang: z.string(),
  /** Sent back with the next save; 0 while the section was never saved. */
  version: z.number().int(),
  document: PageDocument,
  /** Visitors see a published copy of it. */
  is_publish: z.boolean(),
  /** Changed since its last publish: the site still shows the older version. */
  is_draft: z.boolean(),
  update_time: z.string().nullable(),
});
export type GlobalSection = z.infer<typeof GlobalSection>;

export const GlobalSectionsQuery = z.object({
  website_id: Id,
  /** The website's default language when absent. */
  lang: SiteLang.optional(),
});

export const GlobalSections = z.object({
  website_id: z.number().int(),
  lang: z.string(),
  header: GlobalSection,
  footer: GlobalSection,
});
export type GlobalSections = z.infer<typeof GlobalSections>;

export const SaveGlobalSectionBody = z.object({
  website_id: Id,
  lang: SiteLang,
  kind: GlobalSectionKind,
  /** The version the edit started from; 0 for a section never saved. */
  version: z.number().int().min(0).max(2_147_483_647),
  // Deeper and larger than allowed, so the content check can name the offending block.
  document: boundedTree(PageDocument, {
    roots: (value) => arrayOf((value as { blocks?: unknown } | null)?.blocks),
    children: (node) =>
      typeof node.slots === 'object' && node.slots !== null ? Object.values(node.slots).flatMap(arrayOf) : [],
    maxDepth: 32,
    maxNodes: PAGE_DOCUMENT_MAX_BLOCKS,
  }),
});
export type SaveGlobalSectionBody = z.input<typeof SaveGlobalSectionBody>;

export const globalSectionCalls = gatedCalls(PAGE_WORK_ROLES, {
  /** The header and footer of one website language. */
  get: defineCall({
    method: 'GET',
    path: '/api/website/global-sections',
    query: GlobalSectionsQuery,
    data: GlobalSections,
  }),
  /** Saves one section over the version the edit started from (1221 when someone saved first). */
  save: defineCall({
    method: 'POST',
    path: '/api/website/save-global-section',
    body: SaveGlobalSectionBody,
    data: GlobalSection,
  }),
});
