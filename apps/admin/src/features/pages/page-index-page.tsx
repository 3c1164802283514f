import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { type PageListItem, ROLES } from '@sitewright/contract';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { useRoles } from '../../shared/api/session/get-user-info.ts';
import { useWebsite } from '../../shared/api/websites/get-website.ts';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../../shared/lib/site-languages.ts';
import {
  ADD_LANGUAGE_PATH,
  PAGE_INDEX_PATH,
  PAGE_MENU_PATH,
  PAGE_TEMPLATE_PATH,
} from '../../shared/paths.ts';
import { hasRole } from '../../shared/session/roles.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { BatchBar } from '../../shared/ui/data-table/batch-bar.tsx';
import { FilterBar } from '../../shared/ui/data-table/filter-bar.tsx';
import { toggleSelection } from '../../shared/ui/data-table/selection.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { usePublish } from '../../shared/publish/use-publish.tsx';
import { useCopyPage } from './api/copy-page.ts';
import { useDeletePage } from './api/delete-page.ts';
import { usePages } from './api/get-pages.ts';
import { useTranslatePage } from './api/translate-page.ts';
import { translatedMessage } from './page-translation.ts';
import { filterPageGroups, type PageGroupKey, pageGroups, parsePageId } from './page-groups.ts';
import { PageTable } from './page-table.tsx';
import './page-index-page.css';

const loadCreateModal = () => import('./page-create-modal.tsx');
const PageCreateModal = lazy(loadCreateModal);
const loadSettingsDrawer = () => import('./page-settings-drawer.tsx');
const PageSettingsDrawer = lazy(loadSettingsDrawer);
const loadShareModal = () => import('./share-preview-modal.tsx');
const SharePreviewModal = lazy(loadShareModal);

const NONE_TICKED: ReadonlySet<number> = new Set();

const GROUP_TEXT: Record<PageGroupKey, { title: MessageKey; hint?: MessageKey; link?: MessageKey }> = {
  menu: { title: 'pages.groupMenu' },
  // Spec §2: the unassociated pages' hint links to menu management.
  unassociated: {
    title: 'pages.groupUnassociated',
    hint: 'pages.unassociatedHint',
    link: 'pages.unassociatedLink',
  },
  function: { title: 'pages.groupFunction', hint: 'pages.functionHint' },
};

/** The menu of a language (the page list's language), or of the default one. */
function menuPath(lang: string | undefined): string {
  return lang ? `${PAGE_MENU_PATH}?lang=${encodeURIComponent(lang)}` : PAGE_MENU_PATH;
}

/** The page list (spec §2, /page/index): the selected website's pages in their three groups. */
export function PageIndexPage() {
  const t = useT();
  const roles = useRoles();
  const website = useWebsiteStore((s) => s.website);
  // undefined: the website's default language, which the server picks.
  // A link may name the language (a publish refusal about one); otherwise the default language.
  const [searchParams] = useSearchParams();
  const [lang, setLang] = useState<string | undefined>(() => searchParams.get('lang') ?? undefined);
  const { data, isPending, isError, refetch } = usePages(website?.website_id, lang);
  const { data: languages } = useWebsiteLanguages(website?.website_id);
  const copyMutation = useCopyPage();
  const deleteMutation = useDeletePage();
  const translateMutation = useTranslatePage();
  const [search, setSearch] = useState('');
  // `session` changes with every opening so each one starts from a fresh form.
  const [create, setCreate] = useState({ open: false, session: 0 });
  const navigate = useNavigate();
  // Set on /page/page_set/:id, where the list opens with that page's settings.
  const routePageId = parsePageId(useParams().id);
  const [settingsId, setSettingsId] = useState<number | null>(routePageId);
  const [drawerUsed, setDrawerUsed] = useState(routePageId !== null);
  const publishing = usePublish();
  // Whether the site is live, for the un-publish action; the list and info share the websites cache.
  const { data: info } = useWebsite(website?.website_id);
  // website_page_ids ticked for publishing. They belong to one website and language: switching
  // either starts with none ticked.
  const selectionKey = `${website?.website_id ?? 0}:${lang ?? ''}`;
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: selectionKey,
    ids: NONE_TICKED,
  });
  const ticked = selection.key === selectionKey ? selection.ids : NONE_TICKED;
  const [share, setShare] = useState<{ page: PageListItem | null; open: boolean; session: number }>({
    page: null,
    open: false,
    session: 0,
  });

  useEffect(() => {
    if (routePageId === null) return;
    setDrawerUsed(true);
    setSettingsId(routePageId);
  }, [routePageId]);

  function closeSettings() {
    setSettingsId(null);
    if (routePageId !== null) navigate(PAGE_INDEX_PATH, { replace: true });
  }

  const groups = useMemo(() => filterPageGroups(pageGroups(data), search), [data, search]);
  const matches = groups.reduce((n, g) => n + g.pages.length, 0);

  if (!website) return null;

  async function copy(page: PageListItem) {
    try {
      await copyMutation.mutateAsync(page.id);
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('pages.copied'));
  }

  async function remove(page: PageListItem) {
    try {
      await deleteMutation.mutateAsync(page.id);
    } catch {
      return;
    }
    toastSuccess(t('pages.deleted'));
  }

  async function translatePage(page: PageListItem) {
    let result: Awaited<ReturnType<typeof translateMutation.mutateAsync>>;
    try {
      result = await translateMutation.mutateAsync(page);
    } catch {
      return;
    }
    toastSuccess(t(translatedMessage(result.provider)), 6000);
  }

  function openSettings(page: PageListItem) {
    setDrawerUsed(true);
    setSettingsId(page.id);
  }

  function tick(pageIds: number[], checked: boolean) {
    setSelection({ key: selectionKey, ids: toggleSelection(ticked, pageIds, checked) });
  }

  async function publishPages(scope: 'selected' | 'site') {
    if (!website) return;
    const result = await publishing.publish(
      website,
      scope === 'site' ? { kind: 'site' } : { kind: 'selected', pageIds: [...ticked] },
    );
    if (result !== 'published') return;
    // The published and updated tags come from the server: ask again rather than guess.
    setSelection({ key: selectionKey, ids: NONE_TICKED });
    await refetch();
  }

  async function unpublishSite() {
    if (!website) return;
    if (await publishing.unpublish(website)) await refetch();
  }

  function sharePreview(page: PageListItem) {
    setShare((s) => ({ page, open: true, session: s.session + 1 }));
  }

  const canEditMenu = hasRole(roles, ROLES.pageMenu);
  const preloadCreate = () => void loadCreateModal();
  const busy = publishing.busyWebsiteId === website.website_id;

  return (
    <div className="screen" data-testid="page-index">
      <header className="screen-header">
        <div>
          <h1>{t('pages.title')}</h1>
          <p className="screen-muted">{t('pages.intro', { website: website.name })}</p>
        </div>
        <div className="pages-actions">
          {languages && languages.list.length > 1 ? (
            <Select<string>
              className="pages-language"
              aria-label={t('pages.language')}
              value={lang ?? data?.lang ?? orderedLanguages(languages.list)[0]?.lang}
              onChange={setLang}
              options={orderedLanguages(languages.list).map((l) => ({
                value: l.lang,
                label: siteLanguageName(l.lang),
              }))}
              data-testid="page-language"
            />
          ) : null}
          {canEditMenu ? (
            // Spec §2 keeps menu management out of the left menu: it is one click from here.
            <Button
              icon={<MenuOutlined />}
              onClick={() => navigate(menuPath(data?.lang ?? lang))}
              data-testid="page-menus"
            >
              {t('route.menu')}
            </Button>
          ) : null}
          <Button
            icon={<GlobalOutlined />}
            onClick={() => navigate(ADD_LANGUAGE_PATH)}
            data-testid="page-languages"
          >
            {t('pages.languages')}
          </Button>
          <Button
            icon={<AppstoreOutlined />}
            onClick={() => navigate(PAGE_TEMPLATE_PATH)}
            data-testid="page-choose-template"
          >
            {t('pages.chooseTemplate')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreate((c) => ({ open: true, session: c.session + 1 }))}
            onPointerEnter={preloadCreate}
            onFocus={preloadCreate}
            data-testid="page-create"
          >
            {t('pages.create')}
          </Button>
        </div>
      </header>

      <FilterBar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: t('pages.search'),
          testId: 'page-search',
          className: 'pages-search',
        }}
      />

      <BatchBar
        count={ticked.size}
        countText={t('publish.selectedCount', { n: ticked.size })}
        testId="page-publish-bar"
        countTestId="page-ticked-count"
      >
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={busy}
          onClick={() => void publishPages('selected')}
          data-testid="page-publish-selected"
        >
          {t('publish.publishSelected')}
        </Button>
        <Button disabled={busy} onClick={() => void publishPages('site')} data-testid="page-publish-site">
          {t('publish.publishSite')}
        </Button>
        {info?.is_published ? (
          <Button disabled={busy} onClick={() => void unpublishSite()} data-testid="page-unpublish-site">
            {t('publish.unpublishSite')}
          </Button>
        ) : null}
        {info?.is_published && info.curr_preview_link ? (
          <Button
            type="link"
            href={info.curr_preview_link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="page-view-site"
          >
            {t('publish.viewSite')}
          </Button>
        ) : null}
      </BatchBar>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <div className="pages-empty">
          <p className="screen-muted">{t('pages.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <>
          {search.trim() && matches === 0 ? (
            <p className="screen-muted" data-testid="page-no-match">
              {t('pages.noMatch')}
            </p>
          ) : null}
          {groups.map((group) => {
            const text = GROUP_TEXT[group.key];
            return (
              <section
                key={group.key}
                className="pages-group"
                aria-labelledby={`page-group-${group.key}-title`}
                data-testid={`page-group-${group.key}`}
              >
                <h2 id={`page-group-${group.key}-title`}>
                  {t(text.title)} <span className="pages-count">{group.pages.length}</span>
                </h2>
                {text.hint ? (
                  <p className="screen-muted pages-hint">
                    {t(text.hint)}
                    {text.link ? (
                      <>
                        {' '}
                        <Link to={PAGE_MENU_PATH} data-testid={`page-group-${group.key}-link`}>
                          {t(text.link)}
                        </Link>
                      </>
                    ) : null}
                  </p>
                ) : null}
                {group.pages.length === 0 ? (
                  <p className="screen-muted">{t('pages.emptyGroup')}</p>
                ) : (
                  <PageTable
                    pages={group.pages}
                    testId={`page-table-${group.key}`}
                    onSettings={openSettings}
                    onCopy={copy}
                    onDelete={remove}
                    onTranslate={translatePage}
                    translatingId={translateMutation.isPending ? translateMutation.variables?.id : null}
                    ticked={ticked}
                    onTick={tick}
                    onSharePreview={sharePreview}
                  />
                )}
              </section>
            );
          })}
        </>
      )}

      {create.session > 0 ? (
        <Suspense fallback={null}>
          <PageCreateModal
            key={create.session}
            open={create.open}
            websiteId={website.website_id}
            lang={data?.lang ?? lang}
            onClose={() => setCreate((c) => ({ ...c, open: false }))}
          />
        </Suspense>
      ) : null}
      {publishing.contextHolder}
      {share.page ? (
        <Suspense fallback={null}>
          <SharePreviewModal
            key={share.session}
            page={share.page}
            open={share.open}
            onClose={() => setShare((s) => ({ ...s, open: false }))}
          />
        </Suspense>
      ) : null}
      {drawerUsed ? (
        <Suspense fallback={null}>
          <PageSettingsDrawer pageId={settingsId} onClose={closeSettings} />
        </Suspense>
      ) : null}
    </div>
  );
}
