import type { PageListItem } from '@sitewright/contract';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useNavigate } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { pageEditPath } from '../../shared/paths.ts';
import type { ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import { RowActions } from '../../shared/ui/data-table/row-actions.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { selectionColumn } from '../../shared/ui/data-table/selection-column.tsx';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { isTickable, pagePreviewHref } from '../../shared/publish/publish-rules.ts';
import { isSystemPage, pageHtmlDownloadUrl } from './page-groups.ts';

export interface PageTableProps {
  pages: PageListItem[];
  testId: string;
  onSettings(page: PageListItem): void;
  onCopy(page: PageListItem): Promise<unknown>;
  onDelete(page: PageListItem): Promise<unknown>;
  /** Offered on ordinary pages that still need translation. */
  onTranslate?(page: PageListItem): Promise<unknown>;
  /** The page being translated, whose button spins. */
  translatingId?: number | null;
  /** website_page_ids ticked for publishing (across every group). */
  ticked: ReadonlySet<number>;
  /** Ticks or unticks pages; only pages that can be ticked are passed. */
  onTick(pageIds: number[], checked: boolean): void;
  /** Asks for a signed preview link to share. */
  onSharePreview(page: PageListItem): void;
}

function PageStatus({ page }: { page: PageListItem }) {
  const t = useT();
  return (
    <span className="pages-status">
      {page.is_publish ? (
        <Tag color="green">{t('pages.published')}</Tag>
      ) : (
        <Tag>{t('pages.unpublished')}</Tag>
      )}
      {page.is_draft ? <Tag color="orange">{t('pages.updated')}</Tag> : null}
      {page.needs_translation ? <Tag color="blue">{t('pages.needsTranslation')}</Tag> : null}
    </span>
  );
}

/** One group of pages; the publish ticks of every group make one selection. */
export function PageTable({
  pages,
  testId,
  onSettings,
  onCopy,
  onDelete,
  onTranslate,
  translatingId,
  ticked,
  onTick,
  onSharePreview,
}: PageTableProps) {
  const t = useT();
  const lang = useLanguage();
  const websiteId = useWebsiteStore((st) => st.website?.website_id ?? 0);
  const now = Date.now();
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const nameOf = (page: PageListItem) => (page.page_name.trim() === '' ? t('pages.unnamed') : page.page_name);
  const columns: DataColumn<PageListItem>[] = [
    selectionColumn<PageListItem>(pages, {
      keyOf: (page) => page.website_page_id,
      // Spec §5: a page without a website_page_id of at least 1 cannot be ticked.
      isSelectable: isTickable,
      selected: ticked,
      onChange: onTick,
      allLabel: t('publish.selectAll'),
      rowLabel: (page) => t('publish.selectPage', { name: nameOf(page) }),
      unselectableTitle: t('publish.notTickable'),
      allTestId: `${testId}-tick-all`,
      rowTestId: (page) => `page-tick-${page.id}`,
    }),
    {
      key: 'name',
      title: t('pages.name'),
      render: (page) => {
        const unnamed = page.page_name.trim() === '';
        return <span className={unnamed ? 'pages-name pages-unnamed' : 'pages-name'}>{nameOf(page)}</span>;
      },
    },
    {
      key: 'path',
      title: t('pages.path'),
      render: (page) => <span className="screen-muted">{page.path}</span>,
    },
    { key: 'url', title: t('pages.url'), render: (page) => <code className="pages-url">{page.url}</code> },
    { key: 'status', title: t('pages.status'), render: (page) => <PageStatus page={page} /> },
    {
      key: 'creator',
      title: t('pages.creator'),
      className: 'pages-col-meta',
      cellTestId: 'page-creator',
      render: (page) => page.user_name,
    },
    {
      key: 'created',
      title: t('pages.createdAt'),
      className: 'pages-col-meta',
      render: (page) => {
        const created = new Date(page.create_time);
        return Number.isNaN(created.getTime()) ? null : (
          <time dateTime={created.toISOString()} title={formatDateTime(created)}>
            {formatRelativeTime(created, now, lang)}
          </time>
        );
      },
    },
    {
      key: 'actions',
      title: t('pages.actions'),
      className: 'data-table-actions',
      render: (page) => {
        const system = isSystemPage(page);
        const confirmDelete = () =>
          void modal.confirm({
            title: t('pages.deleteConfirm', { name: nameOf(page) }),
            content: t('pages.deleteHint'),
            okText: t('common.ok'),
            cancelText: t('common.cancel'),
            okButtonProps: { danger: true, 'data-testid': 'page-delete-confirm' } as ButtonProps,
            onOk: () => onDelete(page),
          });
        return (
          <RowActions
            rowName={nameOf(page)}
            moreTestId={`page-more-${page.id}`}
            more={[
              {
                key: 'preview',
                label: (
                  <a
                    href={pagePreviewHref(page.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid={`page-preview-${page.id}`}
                  >
                    {t('publish.preview')}
                  </a>
                ),
                onClick: () => undefined,
              },
              {
                key: 'share',
                label: t('publish.sharePreview'),
                onClick: () => onSharePreview(page),
                testId: `page-share-preview-${page.id}`,
              },
              !system &&
                onTranslate &&
                page.needs_translation && {
                  key: 'translate',
                  label: t('pages.translate'),
                  disabled: translatingId === page.id,
                  onClick: () => void onTranslate(page),
                  testId: `page-translate-${page.id}`,
                },
              !system && {
                key: 'copy',
                label: t('pages.copy'),
                onClick: () => void onCopy(page),
                testId: `page-copy-${page.id}`,
              },
              {
                key: 'download',
                label: (
                  <a href={pageHtmlDownloadUrl(page.id)} download data-testid={`page-download-${page.id}`}>
                    {t('pages.download')}
                  </a>
                ),
                onClick: () => undefined,
              },
              !system && {
                key: 'delete',
                label: t('pages.delete'),
                danger: true,
                onClick: confirmDelete,
                testId: `page-delete-${page.id}`,
              },
            ]}
          >
            <Button
              type="primary"
              size="small"
              href={pageEditPath(page.id, websiteId)}
              onClick={(event) => {
                // A plain click stays in the app; with a modifier the browser opens a new tab.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                navigate(pageEditPath(page.id, websiteId));
              }}
              data-testid={`page-edit-${page.id}`}
            >
              {t('pageEditor.edit')}
            </Button>
            <Button size="small" onClick={() => onSettings(page)} data-testid={`page-settings-${page.id}`}>
              {t('pages.settings')}
            </Button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      {modalHolder}
      <DataTable
        rows={pages}
        rowKey={(page) => page.id}
        rowTestId={(page) => `page-row-${page.id}`}
        columns={columns}
        testId={testId}
        className="pages-table"
      />
    </>
  );
}
