import type { GlobalSection, GlobalSectionKind, GlobalSections, PageDocument } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { notOwned, type WebsiteScope } from '../../lib/tenancy.ts';
import { validatePageContent, websiteLanguagesOf } from '../page/index.ts';
import { type GlobalSectionRow, saveSectionAtVersion, sectionsOf } from './global-section.repository.ts';

const EMPTY: PageDocument = { version: 1, blocks: [] };

/** A section as the editor gets it; one never saved is empty at version 0. */
function toSection(kind: GlobalSectionKind, lang: string, row: GlobalSectionRow | undefined): GlobalSection {
  if (!row) {
    return { kind, lang, version: 0, document: EMPTY, is_publish: false, is_draft: false, update_time: null };
  }
  const published = row.publishedVersion !== null;
  return {
    kind,
    lang,
    version: row.version,
    document: row.document as PageDocument,
    is_publish: published,
    is_draft: published && row.publishedVersion !== row.version,
    update_time: row.updatedAt.toISOString(),
  };
}

export type GlobalSectionService = ReturnType<typeof createGlobalSectionService>;

export function createGlobalSectionService(deps: { db: Db }) {
  const { db } = deps;

  /** The website's language asked for (its default when none); another company's website is 1105. */
  async function languageOf(companyId: number, websiteId: number, lang: string | undefined): Promise<string> {
    const languages = await websiteLanguagesOf(db, companyId, websiteId);
    if (languages.length === 0) notOwned();
    const language =
      lang === undefined ? languages.find((l) => l.isDefault) : languages.find((l) => l.lang === lang);
    if (!language) throw new AppError('LANGUAGE_NOT_ADDED');
    return language.lang;
  }

  return {
    async get(companyId: number, websiteId: number, lang: string | undefined): Promise<GlobalSections> {
      const language = await languageOf(companyId, websiteId, lang);
      const rows = await sectionsOf(db, { companyId, websiteId }, language);
      const find = (kind: GlobalSectionKind) => rows.find((r) => r.kind === kind);
      return {
        website_id: websiteId,
        lang: language,
        header: toSection('header', language, find('header')),
        footer: toSection('footer', language, find('footer')),
      };
    },

    async save(
      companyId: number,
      input: {
        website_id: number;
        lang: string;
        kind: GlobalSectionKind;
        version: number;
        document: PageDocument;
      },
    ): Promise<GlobalSection> {
      const language = await languageOf(companyId, input.website_id, input.lang);
      // The same block checks as a page's content: schemas, nesting, limits, the rich-text filter.
      const checked = validatePageContent(input.document);
      if (!checked.ok) throw new AppError('SECTION_DOCUMENT_INVALID', { data: { fields: checked.problems } });
      const scope: WebsiteScope = { companyId, websiteId: input.website_id };
      const row = await saveSectionAtVersion(
        db,
        scope,
        { lang: language, kind: input.kind, version: input.version },
        checked.document,
      );
      if (!row) {
        const current = (await sectionsOf(db, scope, language)).find((r) => r.kind === input.kind);
        throw new AppError('SECTION_CONFLICT', {
          data: { kind: input.kind, version: current?.version ?? 0 },
        });
      }
      return toSection(input.kind, language, row);
    },
  };
}
