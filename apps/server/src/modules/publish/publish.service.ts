import type { PublishBody, Published, Unpublished } from '@sitewright/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LanguageRow, MenuNodeRow, PageRow } from '../page/page.repository.ts';
import type { SiteEvents } from '../site/site-events.ts';
import { compressFiles } from './compress.ts';
import {
  dropVersion,
  insertVersion,
  loadSiteSource,
  pagesOfWebsite,
  switchToVersion,
  unpublishWebsite,
} from './publish.repository.ts';
import { renderOnWorkers } from './render-pool.ts';
import { buildSite, type PageRenderer, publishedSnapshot } from './site-build.ts';
import { findWebsite, type WebsiteRow } from '../website/website.repository.ts';
import { siteOrigin } from './site-origin.ts';
import type { SiteStore } from './site-store.ts';

/** What publishing asks of the domains and certificates feature (spec §8 codes 30205, 30206). */
export interface PublishChecks {
  domainResolves(domain: string): Promise<boolean>;
  certificateProblem(websiteId: number): Promise<{ domain: string; reason: string } | null>;
}

export interface PublishDeps {
  db: Db;
  config: Pick<Config, 'publicBaseUrl' | 'siteDomainSuffix'>;
  events: SiteEvents;
  checks: PublishChecks;
  /** A template demo image by file name, copied into the versions whose pages show it. */
  templateAsset(name: string): Buffer | undefined;
  /** Where versions' files live. */
  store: SiteStore;
  /** How page jobs are rendered; worker threads for large sites by default. */
  render?: PageRenderer;
  now?: () => Date;
}

/** Another publish of the same website switched first: build again on top of it, a few times. */
const SWITCH_ATTEMPTS = 3;

type Selection = ReadonlySet<number> | 'all';
type SiteSource = Awaited<ReturnType<typeof loadSiteSource>>;

const takes = (selection: Selection, pageId: number) => selection === 'all' || selection.has(pageId);

/**
 * Spec §8's publish preconditions, in the order an operator would fix them. Each refusal names
 * what is wrong in `data`, so the message can point at the domain, language or page.
 */
async function checkPreconditions(
  deps: PublishDeps,
  website: WebsiteRow,
  source: SiteSource,
  selection: Selection,
  now: Date,
): Promise<void> {
  if (!website.enabled || (website.expiresAt !== null && website.expiresAt <= now)) {
    throw new AppError('WEBSITE_DISABLED');
  }
  if (deps.config.siteDomainSuffix === '' && source.domains.length === 0) throw new AppError('NO_DOMAIN');
  for (const domain of source.domains) {
    if (!(await deps.checks.domainResolves(domain)))
      throw new AppError('DOMAIN_NOT_RESOLVING', { data: { domain } });
  }
  if (website.httpsRequired) {
    const problem = await deps.checks.certificateProblem(website.id);
    if (problem) throw new AppError('CERTIFICATE_PROBLEM', { data: problem });
  }
  const withMenu = new Set(source.menuRows.map((row) => row.lang));
  const bare = source.languages.find((language) => !withMenu.has(language.lang));
  if (bare) throw new AppError('LANGUAGE_WITHOUT_MENU', { data: { lang: bare.lang } });

  const defaultLang = source.languages.find((l) => l.isDefault)?.lang;
  const segmentAfter = (page: PageRow) =>
    takes(selection, page.id) ? page.pathSegment : publishedSnapshot(page)?.pathSegment;
  if (!source.pages.some((p) => p.lang === defaultLang && segmentAfter(p) === '')) {
    throw new AppError('NO_HOME_PAGE');
  }
  const byId = new Map(source.pages.map((p) => [p.id, p]));
  for (const row of source.menuRows) {
    const page = row.pageId === null ? undefined : byId.get(row.pageId);
    if (page && takes(selection, page.id) && page.document.blocks.length === 0) {
      throw new AppError('MENU_PAGE_EMPTY', {
        data: { page_id: page.id, page_name: page.pageName, lang: page.lang },
      });
    }
  }
}

export type PublishService = ReturnType<typeof createPublishService>;

export function createPublishService(deps: PublishDeps) {
  const { db } = deps;
  const { store } = deps;
  const now = deps.now ?? (() => new Date());
  // One publish per website at a time in this process; across processes the switch check decides.
  const running = new Map<number, Promise<unknown>>();

  function serialised<T>(websiteId: number, work: () => Promise<T>): Promise<T> {
    const before = running.get(websiteId) ?? Promise.resolve();
    const next = before.catch(() => {}).then(work);
    running.set(websiteId, next);
    return next.finally(() => {
      if (running.get(websiteId) === next) running.delete(websiteId);
    });
  }

  async function publishOnce(
    website: WebsiteRow,
    selection: Selection,
    selectedCount: number,
  ): Promise<Published | undefined> {
    const source = await loadSiteSource(db, website.id);
    const publishedAt = now();
    await checkPreconditions(deps, website, source, selection, publishedAt);
    const built = await buildSite(
      {
        siteName: website.name,
        theme: website.theme as Parameters<typeof buildSite>[0]['theme'],
        origin: siteOrigin(website, source.domains, deps.config),
        seoDefaults: website.seo,
        favicon: website.favicon,
        languages: source.languages as LanguageRow[],
        pages: source.pages,
        menuRows: source.menuRows as MenuNodeRow[],
        selected: selection,
        publishedAt,
        templateAsset: deps.templateAsset,
      },
      deps.render ?? renderOnWorkers,
    );
    const files = await compressFiles(built.files);
    const versionId = await insertVersion(db, website.companyId, website.id);
    try {
      await store.write(website.id, versionId, files);
      const switched = await switchToVersion(db, {
        websiteId: website.id,
        versionId,
        basedOn: website.publishedVersionId,
        fileCount: files.length,
        publishedAt,
        taken: source.pages
          .filter((page) => takes(selection, page.id))
          .map((page) => ({ id: page.id, version: page.version })),
      });
      if (!switched) {
        await dropVersion(db, versionId);
        await store.retain(
          website.id,
          website.publishedVersionId === null ? [] : [website.publishedVersionId],
        );
        return undefined;
      }
    } catch (error) {
      // Visitors never saw this version; the one before keeps serving.
      await dropVersion(db, versionId).catch(() => {});
      await store
        .retain(website.id, website.publishedVersionId === null ? [] : [website.publishedVersionId])
        .catch(() => {});
      throw error;
    }
    // The version before stays a moment for readers that opened it; older ones go.
    await store.retain(
      website.id,
      website.publishedVersionId === null ? [versionId] : [versionId, website.publishedVersionId],
    );
    await deps.events.changed(website.id);
    return {
      website_id: website.id,
      version_id: versionId,
      published_page_count: selection === 'all' ? built.snapshots.size : selectedCount,
      file_count: files.length,
      published_at: publishedAt.toISOString(),
    };
  }

  return {
    async publish(companyId: number, body: z.output<typeof PublishBody>): Promise<Published> {
      const website = await findWebsite(db, companyId, body.id);
      if (!website) throw new AppError('ILLEGAL_OPERATION');
      let selection: Selection = 'all';
      if (body.website_page_id !== 0) {
        const wanted = [...new Set(body.website_page_id)];
        const found = await pagesOfWebsite(db, website.id, wanted);
        // A page of another website or company is refused as a whole: nothing is published.
        if (found.length !== wanted.length) throw new AppError('ILLEGAL_OPERATION');
        selection = new Set(found);
      }
      return serialised(website.id, async () => {
        let current = website;
        for (let attempt = 0; attempt < SWITCH_ATTEMPTS; attempt++) {
          const result = await publishOnce(current, selection, selection === 'all' ? 0 : selection.size);
          if (result) return result;
          current = (await findWebsite(db, companyId, website.id)) ?? current;
        }
        throw new AppError('PAGE_CONFLICT');
      });
    },

    async unpublish(companyId: number, websiteId: number): Promise<Unpublished> {
      const website = await findWebsite(db, companyId, websiteId);
      if (!website) throw new AppError('ILLEGAL_OPERATION');
      await serialised(website.id, async () => {
        await unpublishWebsite(db, website.id);
        await store.retain(website.id, []);
      });
      await deps.events.changed(website.id);
      return { website_id: website.id };
    },
  };
}
