import {
  type CollectionName,
  PUBLISH_LINK_CHECK_MAX,
  type PublishBody,
  type LeftOutPage,
  type Published,
  type PublishLinkCheck,
  SITE_LANGUAGES,
  type Unpublished,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findWebsite, type WebsiteRow, notOwned } from '../../lib/tenancy.ts';
import { createFontFiles } from '../font/index.ts';
import { type LanguageRow, type MenuNodeRow, type PageRow, userNameOf } from '../page/index.ts';
import { reportPublish } from './publish-notice.ts';
import { brandOf } from '../website/index.ts';
import { compressFiles } from './compress.ts';
import { findUnpublishedLinks } from './link-check.ts';
import {
  dropVersion,
  findItem,
  insertVersion,
  loadSiteSource,
  pagesOfWebsite,
  switchToVersion,
  unpublishWebsite,
  websitesNotDeleted,
} from './publish.repository.ts';
import { renderOnWorkers } from './render-pool.ts';
import {
  buildSite,
  type PageRenderer,
  publishedSnapshot,
  renderItemPreview,
  type SiteBuildInput,
} from './site-build.ts';
import type { SiteAdditions } from './site-manifest.ts';
import { siteOrigin } from './site-origin.ts';
import type { SiteStore } from './site-store.ts';
import { diffUrlIndex, type PublishEvent, readUrlIndex, URLS_PATH, type UrlIndex } from './site-urls.ts';

/** What publishing asks of the domains and certificates feature (spec §8 codes 30205, 30206). */
export interface PublishChecks {
  domainResolves(domain: string): Promise<boolean>;
  certificateProblem(websiteId: number): Promise<{ domain: string; reason: string } | null>;
}

export interface PublishDeps {
  db: Db;
  config: Pick<Config, 'publicBaseUrl' | 'siteDomainSuffix'>;
  /** Tells every site server that a website's public state changed (the site module's events). */
  events: { changed(websiteId: number): Promise<void> };
  checks: PublishChecks;
  /** A template demo image by file name, copied into the versions whose pages show it. */
  templateAsset(name: string): Buffer | undefined;
  /** A web-font file by name, copied into the versions whose theme uses it; the font module's by default. */
  fontFile?(name: string): Buffer | undefined;
  /** Where versions' files live. */
  store: SiteStore;
  /** How page jobs are rendered; worker threads for large sites by default. */
  render?: PageRenderer;
  /** What the website's plugins add to its published pages and version (the plugin module's); none when absent. */
  siteAdditions?(companyId: number, websiteId: number): Promise<SiteAdditions>;
  now?: () => Date;
  /**
   * Told how long each publish (and each refresh after items changed) took once it ends, time in
   * the website's queue excluded (the metrics' publish durations).
   */
  onFinished?(observation: { kind: 'publish' | 'refresh'; outcome: 'ok' | 'failed'; seconds: number }): void;
  /**
   * Told which public addresses a publish, an item refresh or an unpublish made new, changed or
   * removed (the plugins enqueue their search-engine pushes). It should only enqueue: the publish
   * waits for it, and its failure is reported to `warn`, never to the operator.
   */
  onPublished?(event: PublishEvent): Promise<void>;
  /**
   * The app's log: where a failing `onPublished` is reported, and where a publish notes what it
   * left out (a plugin's file at an address the site already uses).
   */
  warn?(detail: unknown, message: string): void;
}

/** Another publish of the same website switched first: build again on top of it, a few times. */
const SWITCH_ATTEMPTS = 3;

type Selection = ReadonlySet<number> | 'all';
type SiteSource = Awaited<ReturnType<typeof loadSiteSource>>;

const takes = (selection: Selection, pageId: number) => selection === 'all' || selection.has(pageId);

/** The pages a publish takes: its selection less the blank menu pages it leaves out. */
interface Taking {
  selection: Selection;
  leftOut: ReadonlySet<number>;
}

/** A render again of what is live: no page's current state is taken. */
const NOTHING_TAKEN: Taking = { selection: new Set(), leftOut: new Set() };

const took = (taking: Taking, pageId: number) =>
  takes(taking.selection, pageId) && !taking.leftOut.has(pageId);

/**
 * A language as a refusal names it: its code, its name, and its name in each language of the
 * back office for the message (a Chinese message says 英语, not English).
 */
function languageData(lang: string): {
  lang: string;
  lang_name: string;
  lang_label: { en: string; zh: string };
} {
  const language = SITE_LANGUAGES.find((l) => l.code === lang);
  const name = language?.name ?? lang;
  return { lang, lang_name: name, lang_label: { en: name, zh: language?.zh ?? lang } };
}

/**
 * The chosen pages that sit in a menu with no content yet. A publish leaves them out and takes
 * the rest, so one page still being written never holds the whole site back.
 */
function blankMenuPages(source: SiteSource, selection: Selection): LeftOutPage[] {
  const byId = new Map(source.pages.map((p) => [p.id, p]));
  const found = new Map<number, LeftOutPage>();
  for (const row of source.menuRows) {
    const page = row.pageId === null ? undefined : byId.get(row.pageId);
    if (page && takes(selection, page.id) && page.document.blocks.length === 0) {
      found.set(page.id, { page_id: page.id, page_name: page.pageName, ...languageData(page.lang) });
    }
  }
  return [...found.values()];
}

const emptyPageRefusal = (page: LeftOutPage) => new AppError('MENU_PAGE_EMPTY', { data: page });

/**
 * Spec §8's publish preconditions, in the order an operator would fix them. Each refusal names
 * what is wrong in `data`, so the message can point at the domain, language or page. Answers the
 * blank menu pages the publish leaves out; it is refused (30218) only when nothing else would be
 * published, or when the blank page is the home page the site would otherwise lack.
 */
async function checkPreconditions(
  deps: PublishDeps,
  website: WebsiteRow,
  source: SiteSource,
  selection: Selection,
  now: Date,
): Promise<LeftOutPage[]> {
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
  if (bare) throw new AppError('LANGUAGE_WITHOUT_MENU', { data: languageData(bare.lang) });

  const blank = blankMenuPages(source, selection);
  const leftOut = new Set(blank.map((page) => page.page_id));
  const defaultLang = source.languages.find((l) => l.isDefault)?.lang;
  const segmentAfter = (page: PageRow) =>
    took({ selection, leftOut }, page.id) ? page.pathSegment : publishedSnapshot(page)?.pathSegment;
  if (!source.pages.some((p) => p.lang === defaultLang && segmentAfter(p) === '')) {
    // A home page that exists but is neither live nor chosen (after un-publishing, say) is a
    // different fix from a site that has none: tick it too, or publish the whole site.
    const home = source.pages.find((p) => p.lang === defaultLang && p.pathSegment === '');
    const blankHome = blank.find((page) => page.page_id === home?.id);
    if (blankHome) throw emptyPageRefusal(blankHome);
    if (home)
      throw new AppError('HOME_PAGE_NOT_PUBLISHED', { data: { page_id: home.id, page_name: home.pageName } });
    throw new AppError('NO_HOME_PAGE', { data: languageData(defaultLang ?? '') });
  }
  // Chosen pages that are all blank: nothing would be published, so the first is named.
  const [firstBlank] = blank;
  if (firstBlank && selection !== 'all' && [...selection].every((id) => leftOut.has(id))) {
    throw emptyPageRefusal(firstBlank);
  }
  return blank;
}

export type PublishService = ReturnType<typeof createPublishService>;

export function createPublishService(deps: PublishDeps) {
  const { db } = deps;
  const { store } = deps;
  const now = deps.now ?? (() => new Date());
  const fonts = createFontFiles();
  const fontFile = deps.fontFile ?? ((name: string) => fonts(name)?.body);
  // One publish per website at a time in this process; across processes the switch check decides.
  const running = new Map<number, Promise<unknown>>();

  /** Runs one publish or refresh and reports its duration and outcome. */
  async function timed<T>(kind: 'publish' | 'refresh', work: () => Promise<T>): Promise<T> {
    if (!deps.onFinished) return work();
    const started = performance.now();
    let outcome: 'ok' | 'failed' = 'failed';
    try {
      const result = await work();
      outcome = 'ok';
      return result;
    } finally {
      deps.onFinished({ kind, outcome, seconds: (performance.now() - started) / 1000 });
    }
  }

  function serialised<T>(websiteId: number, work: () => Promise<T>): Promise<T> {
    const before = running.get(websiteId) ?? Promise.resolve();
    const next = before.catch(() => {}).then(work);
    running.set(websiteId, next);
    return next.finally(() => {
      if (running.get(websiteId) === next) running.delete(websiteId);
    });
  }

  /** The address index of a stored version, or undefined (none stored, unreadable, no version). */
  async function urlIndexOf(websiteId: number, versionId: number | null): Promise<UrlIndex | undefined> {
    if (versionId === null) return undefined;
    try {
      return readUrlIndex((await store.read(websiteId, versionId, URLS_PATH))?.body);
    } catch {
      return undefined;
    }
  }

  /** Tells the listener what changed; a listener's failure never fails what was published. */
  async function announce(event: PublishEvent): Promise<void> {
    if (!deps.onPublished || (event.updated.length === 0 && event.deleted.length === 0)) return;
    try {
      await deps.onPublished(event);
    } catch (error) {
      deps.warn?.(error, 'could not hand the changed addresses to the plugins');
    }
  }

  function siteInput(
    website: WebsiteRow,
    source: SiteSource,
    taking: Taking,
    publishedAt: Date,
  ): SiteBuildInput {
    return {
      siteName: website.name,
      theme: website.theme as SiteBuildInput['theme'],
      origin: siteOrigin(website, source.domains, deps.config),
      seoDefaults: website.seo,
      favicon: website.favicon,
      brand: brandOf(website),
      languages: source.languages as LanguageRow[],
      pages: source.pages,
      menuRows: source.menuRows as MenuNodeRow[],
      sections: source.sections,
      selected: taking.selection,
      leftOut: taking.leftOut,
      publishedAt,
      templateAsset: deps.templateAsset,
      fontFile,
      collections: source.collections,
      forms: source.forms,
      checkoutCurrencies: source.checkoutCurrencies,
    };
  }

  /** An item of the company in a collection, or 1105 (another company's, a missing one). */
  async function ownedItem(companyId: number, collection: CollectionName, itemId: number) {
    const item = await findItem(db, { companyId, collection, itemId });
    if (!item) notOwned();
    // The website check applies a sub-account's grants too.
    const website = await findWebsite(db, { companyId }, item.websiteId);
    if (!website) notOwned();
    return { item, website };
  }

  /**
   * Renders the website as `selection` says, writes the files as a new version and switches the
   * website to it. Answers undefined when another publish switched first (nothing of this one is
   * left behind then).
   */
  async function buildAndSwitch(
    website: WebsiteRow,
    source: SiteSource,
    taking: Taking,
    publishedAt: Date,
    publishedBy: string,
    trigger?: PublishEvent['trigger'],
  ): Promise<{ versionId: number; fileCount: number; pageCount: number; siteUrl: string } | undefined> {
    const additions = await deps.siteAdditions?.(website.companyId, website.id);
    const built = await buildSite(
      { ...siteInput(website, source, taking, publishedAt), ...(additions ? { additions } : {}) },
      deps.render ?? renderOnWorkers,
    );
    if (built.skippedFiles.length > 0) {
      deps.warn?.(
        { websiteId: website.id, paths: built.skippedFiles },
        "a plugin's file was left out: the site has a file at the same address",
      );
    }
    const files = await compressFiles(built.files);
    const versionId = await insertVersion(db, website.companyId, website.id);
    const basedOn = website.publishedVersionId;
    let switched: boolean;
    let before: UrlIndex | undefined;
    try {
      await store.write(website.id, versionId, files);
      // Read before the switch: once switched, another publish may remove the version before.
      if (trigger && deps.onPublished) before = await urlIndexOf(website.id, basedOn);
      switched = await switchToVersion(db, {
        websiteId: website.id,
        versionId,
        basedOn,
        fileCount: files.length,
        publishedAt,
        taken: source.pages
          .filter((page) => took(taking, page.id))
          .map((page) => ({ id: page.id, version: page.version })),
        publishedBy,
        sections: built.takenSections,
        items: source.collections.items
          .filter((item) => built.itemSnapshots.has(item.id))
          .map((item) => ({
            id: item.id,
            version: item.version,
            snapshot: built.itemSnapshots.get(item.id) as NonNullable<typeof item.published>,
          })),
      });
    } catch (error) {
      // Visitors never saw this version; whatever serves now keeps serving. Only this publish's
      // own files go: any other version may be the live one by now.
      await dropVersion(db, versionId).catch(() => {});
      await store.remove(website.id, versionId).catch(() => {});
      throw error;
    }
    if (!switched) {
      await dropVersion(db, versionId);
      await store.remove(website.id, versionId);
      return undefined;
    }
    // The version before stays a moment for readers that opened it; older ones go. `basedOn` is
    // what was live at the switch (the switch checked it under a row lock), never a stale read.
    await store.retain(website.id, basedOn === null ? [versionId] : [versionId, basedOn]);
    await deps.events.changed(website.id);
    // A switch built on another version than the one read would compare with the wrong one; the
    // switch refuses that, so `before` is the version visitors had until now.
    if (trigger) {
      await announce({
        companyId: website.companyId,
        websiteId: website.id,
        origin: built.urls.origin,
        trigger,
        ...diffUrlIndex(before, built.urls),
      });
    }
    return {
      versionId,
      fileCount: files.length,
      pageCount: built.snapshots.size,
      siteUrl: `${built.urls.origin}/`,
    };
  }

  async function publishOnce(
    website: WebsiteRow,
    selection: Selection,
    selectedCount: number,
    publishedBy: string,
  ): Promise<Published | undefined> {
    const source = await loadSiteSource(db, website.id);
    const publishedAt = now();
    const leftOut = await checkPreconditions(deps, website, source, selection, publishedAt);
    const taking = { selection, leftOut: new Set(leftOut.map((page) => page.page_id)) };
    const done = await buildAndSwitch(website, source, taking, publishedAt, publishedBy, 'publish');
    if (!done) return undefined;
    return {
      website_id: website.id,
      version_id: done.versionId,
      published_page_count: selection === 'all' ? done.pageCount : selectedCount - taking.leftOut.size,
      file_count: done.fileCount,
      published_at: publishedAt.toISOString(),
      left_out: leftOut,
      site_url: done.siteUrl,
    };
  }

  /** The pages a request names, all of them from the website; a page of another website or company refuses the whole request. */
  async function selectionOf(
    websiteId: number,
    websitePageId: z.output<typeof PublishBody>['website_page_id'],
  ): Promise<Selection> {
    if (websitePageId === 0) return 'all';
    const wanted = [...new Set(websitePageId)];
    const found = await pagesOfWebsite(db, websiteId, wanted);
    if (found.length !== wanted.length) notOwned();
    return new Set(found);
  }

  return {
    /**
     * Before a publish: the links of pages that will be live (and of the headers and footers they
     * show) to pages of the website that will not be, so the operator can tick those too.
     */
    async linkCheck(companyId: number, body: z.output<typeof PublishBody>): Promise<PublishLinkCheck> {
      const website = await findWebsite(db, { companyId }, body.id);
      if (!website) notOwned();
      const selection = await selectionOf(website.id, body.website_page_id);
      const source = await loadSiteSource(db, website.id);
      const origin = siteOrigin(website, source.domains, deps.config);
      const links = findUnpublishedLinks({
        languages: source.languages,
        pages: source.pages,
        sections: source.sections,
        hosts: [...source.domains, new URL(origin).hostname],
        selected: selection,
      });
      return { links: links.slice(0, PUBLISH_LINK_CHECK_MAX), total: links.length };
    },

    async publish(
      companyId: number,
      body: z.output<typeof PublishBody>,
      userId?: number,
    ): Promise<Published> {
      const website = await findWebsite(db, { companyId }, body.id);
      if (!website) notOwned();
      const publishedBy = userId === undefined ? '' : await userNameOf(db, companyId, userId);
      const selection = await selectionOf(website.id, body.website_page_id);
      const outcome = serialised(website.id, () =>
        timed('publish', async () => {
          for (let attempt = 0; attempt < SWITCH_ATTEMPTS; attempt++) {
            // Read inside the queue: a publish that waited its turn builds on the one before it.
            const current = await findWebsite(db, { companyId }, website.id);
            if (!current) notOwned();
            const result = await publishOnce(
              current,
              selection,
              selection === 'all' ? 0 : selection.size,
              publishedBy,
            );
            if (result) return result;
          }
          throw new AppError('PAGE_CONFLICT');
        }),
      );
      return reportPublish(db, { companyId, userId, website }, outcome);
    },

    /**
     * Start-up check of a store kept beside this process (disk): a published website whose live
     * version lost files (a crash, a disk restored from backup) is rendered again from what its
     * visitors had, the pages' published snapshots, so it serves again instead of answering 404;
     * leftovers of versions a crash interrupted are removed. Answers the websites repaired.
     */
    async repair(log: (message: string, websiteId: number) => void = () => {}): Promise<number[]> {
      if (!store.local) return [];
      const repaired: number[] = [];
      for (const website of await websitesNotDeleted(db)) {
        await serialised(website.id, async () => {
          const live = website.publishedVersionId;
          if (live !== null && !(await store.isComplete(website.id, live))) {
            log('the live version of a website is incomplete: rendering it again', website.id);
            const source = await loadSiteSource(db, website.id);
            const done = await buildAndSwitch(
              website,
              source,
              NOTHING_TAKEN,
              website.publishedAt ?? now(),
              '',
            );
            if (done) repaired.push(website.id);
            return;
          }
          await store.retain(website.id, live === null ? [] : [live]);
        });
      }
      return repaired;
    },

    /**
     * After an item is published or unpublished on its own (or a scheduled one comes due): a live
     * website is rendered again with no page taken (pages keep their snapshots) and answers the new
     * version; a website that is not published answers 0 and stays as it is.
     */
    async refresh(companyId: number, websiteId: number): Promise<number> {
      const website = await findWebsite(db, { companyId }, websiteId);
      if (!website) notOwned();
      return serialised(website.id, () =>
        timed('refresh', async () => {
          for (let attempt = 0; attempt < SWITCH_ATTEMPTS; attempt++) {
            const current = await findWebsite(db, { companyId }, website.id);
            if (!current) notOwned();
            if (current.publishedVersionId === null) return 0;
            const source = await loadSiteSource(db, current.id);
            const done = await buildAndSwitch(current, source, NOTHING_TAKEN, now(), '', 'items');
            if (done) return done.versionId;
          }
          throw new AppError('PAGE_CONFLICT');
        }),
      );
    },

    /** The item an operator may preview (its id), or 1105. */
    async previewable(companyId: number, collection: CollectionName, itemId: number): Promise<number> {
      return (await ownedItem(companyId, collection, itemId)).item.id;
    },

    /**
     * An item's current draft as its page will look on the site: theme, header, footer, menu and
     * the detail page's frame, as a whole-site publish would render it now.
     */
    async previewItem(companyId: number, collection: CollectionName, itemId: number): Promise<string> {
      const { item, website } = await ownedItem(companyId, collection, itemId);
      const source = await loadSiteSource(db, website.id);
      const items = [...source.collections.items.filter((i) => i.id !== item.id), item];
      const input = siteInput(
        website,
        { ...source, collections: { ...source.collections, items } },
        { selection: 'all', leftOut: new Set() },
        now(),
      );
      const html = renderItemPreview(input, item.id);
      // An item of a language the website no longer has shows nowhere.
      if (html === undefined) notOwned();
      return html;
    },

    async unpublish(companyId: number, websiteId: number): Promise<Unpublished> {
      const website = await findWebsite(db, { companyId }, websiteId);
      if (!website) notOwned();
      const live = await serialised(website.id, async () => {
        const current = await findWebsite(db, { companyId }, website.id);
        const index = deps.onPublished
          ? await urlIndexOf(website.id, current?.publishedVersionId ?? null)
          : undefined;
        await unpublishWebsite(db, website.id);
        await store.retain(website.id, []);
        return index;
      });
      await deps.events.changed(website.id);
      // Every address the site offered is gone.
      if (live) {
        await announce({
          companyId: website.companyId,
          websiteId: website.id,
          origin: live.origin,
          trigger: 'unpublish',
          updated: [],
          deleted: Object.entries(live.pages).map(([path, [, types]]) => ({
            url: `${live.origin}${path}`,
            types,
          })),
        });
      }
      return { website_id: website.id };
    },
  };
}
