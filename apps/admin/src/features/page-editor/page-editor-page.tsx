import type { GlobalSectionKind, PageDocument } from '@sitewright/contract';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useWebsite } from '../../shared/api/websites/get-website.ts';
import { useT } from '../../shared/i18n/index.ts';
import { PAGE_INDEX_PATH } from '../../shared/paths.ts';
import { toSelectedWebsite } from '../../shared/stores/selected-website.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { useGlobalSections } from './api/get-global-sections.ts';
import { usePageDetail } from './api/get-page-detail.ts';
import { PageEditor } from './page-editor.tsx';
import './page-editor.css';

function positiveId(param: string | undefined): number {
  return param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : 0;
}

/** What `?section=` asks to edit instead of the page's own blocks. */
function sectionParam(value: string | null): GlobalSectionKind | undefined {
  return value === 'header' || value === 'footer' ? value : undefined;
}

/**
 * /page_edit/{page_id}/{website_id}: loads the page, its website and the website's shared header
 * and footer, then opens the editor; with `?section=header` (or footer) the editor works on that
 * shared section, shown for this page.
 */
export function PageEditorPage() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const pageId = positiveId(params.pageId);
  const websiteId = positiveId(params.websiteId);
  const [search] = useSearchParams();
  const editing = sectionParam(search.get('section')) ?? 'page';
  const detail = usePageDetail(pageId);
  const website = useWebsite(websiteId > 0 ? websiteId : undefined);
  const sections = useGlobalSections(websiteId, detail.data?.lang);
  // Bumped when the operator takes another tab's version: the editor starts again from it.
  const [session, setSession] = useState(0);
  const [reloaded, setReloaded] = useState<{
    pageId: number;
    document: PageDocument;
    version: number;
  } | null>(null);

  // The rest of the back office (the page list behind Back) works on the website being edited.
  useEffect(() => {
    const info = website.data;
    if (info && useWebsiteStore.getState().website?.website_id !== info.website_id) {
      useWebsiteStore.getState().select(toSelectedWebsite(info));
    }
  }, [website.data]);

  const onReload = useCallback((id: number, document: PageDocument, version: number) => {
    setReloaded({ pageId: id, document, version });
    setSession((s) => s + 1);
  }, []);

  // The first answers after opening, not copies cached before the last switch.
  const ready = useRef(false);
  if (detail.data && sections.data && !detail.isFetching && !sections.isFetching) ready.current = true;

  if (detail.isError || website.isError || sections.isError || pageId === 0 || websiteId === 0) {
    return (
      <Result
        status="warning"
        title={t('pageEditor.loadFailed')}
        extra={<Button onClick={() => navigate(PAGE_INDEX_PATH)}>{t('pageEditor.back')}</Button>}
      />
    );
  }
  if (!detail.data || !website.data || !sections.data || !ready.current) {
    return (
      <div className="page-editor-loading" data-testid="page-editor-loading">
        <Spin />
      </div>
    );
  }
  const page =
    reloaded?.pageId === pageId
      ? { ...detail.data, document: reloaded.document, version: reloaded.version }
      : detail.data;
  return (
    <PageEditor
      key={`${pageId}:${editing}:${session}`}
      page={page}
      website={website.data}
      sections={sections.data}
      editing={editing}
      onReload={onReload}
      onSectionReload={async () => {
        await sections.refetch();
        setSession((s) => s + 1);
      }}
      refetchPage={async () => {
        await detail.refetch();
      }}
    />
  );
}
