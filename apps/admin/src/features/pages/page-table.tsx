import type { PageListItem } from '@sitewright/contract';
import Button, { type ButtonProps } from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { pageEditPath } from '../../shared/paths.ts';
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

/** One group of pages as a plain table; antd's Table would cost more than the whole screen. */
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
  const tickable = pages.filter(isTickable).map((p) => p.website_page_id);
  const tickedHere = tickable.filter((id) => ticked.has(id)).length;

  return (
    <div className="pages-table-wrap">
      <table className="pages-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col" className="pages-col-tick">
              <Checkbox
                aria-label={t('publish.selectAll')}
                disabled={tickable.length === 0}
                checked={tickable.length > 0 && tickedHere === tickable.length}
                indeterminate={tickedHere > 0 && tickedHere < tickable.length}
                onChange={(e) => onTick(tickable, e.target.checked)}
                data-testid={`${testId}-tick-all`}
              />
            </th>
            <th scope="col">{t('pages.name')}</th>
            <th scope="col">{t('pages.path')}</th>
            <th scope="col">{t('pages.url')}</th>
            <th scope="col">{t('pages.status')}</th>
            <th scope="col" className="pages-col-meta">
              {t('pages.creator')}
            </th>
            <th scope="col" className="pages-col-meta">
              {t('pages.createdAt')}
            </th>
            <th scope="col" className="pages-col-actions">
              {t('pages.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => {
            const unnamed = page.page_name.trim() === '';
            const name = unnamed ? t('pages.unnamed') : page.page_name;
            const created = new Date(page.create_time);
            const validCreated = !Number.isNaN(created.getTime());
            const system = isSystemPage(page);
            return (
              <tr key={page.id} data-testid={`page-row-${page.id}`}>
                <td className="pages-col-tick">
                  {/* Spec §5: a page without a website_page_id of at least 1 cannot be ticked. */}
                  <Checkbox
                    aria-label={t('publish.selectPage', { name })}
                    title={isTickable(page) ? undefined : t('publish.notTickable')}
                    disabled={!isTickable(page)}
                    checked={isTickable(page) && ticked.has(page.website_page_id)}
                    onChange={(e) => onTick([page.website_page_id], e.target.checked)}
                    data-testid={`page-tick-${page.id}`}
                  />
                </td>
                <td>
                  <span className={unnamed ? 'pages-name pages-unnamed' : 'pages-name'}>{name}</span>
                </td>
                <td className="screen-muted">{page.path}</td>
                <td>
                  <code className="pages-url">{page.url}</code>
                </td>
                <td>
                  <PageStatus page={page} />
                </td>
                <td className="pages-col-meta">{page.user_name}</td>
                <td className="pages-col-meta">
                  {validCreated ? (
                    <time dateTime={created.toISOString()} title={formatDateTime(created)}>
                      {formatRelativeTime(created, now, lang)}
                    </time>
                  ) : null}
                </td>
                <td className="pages-col-actions">
                  <span className="pages-actions">
                    <Link to={pageEditPath(page.id, websiteId)} data-testid={`page-edit-${page.id}`}>
                      {t('pageEditor.edit')}
                    </Link>
                    <Button
                      size="small"
                      onClick={() => onSettings(page)}
                      data-testid={`page-settings-${page.id}`}
                    >
                      {t('pages.settings')}
                    </Button>
                    <a
                      className="pages-download"
                      href={pagePreviewHref(page.id)}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid={`page-preview-${page.id}`}
                    >
                      {t('publish.preview')}
                    </a>
                    <Button
                      size="small"
                      onClick={() => onSharePreview(page)}
                      data-testid={`page-share-preview-${page.id}`}
                    >
                      {t('publish.sharePreview')}
                    </Button>
                    {!system && onTranslate && page.needs_translation ? (
                      <Button
                        size="small"
                        type="primary"
                        ghost
                        loading={translatingId === page.id}
                        onClick={() => onTranslate(page)}
                        data-testid={`page-translate-${page.id}`}
                      >
                        {t('pages.translate')}
                      </Button>
                    ) : null}
                    {system ? null : (
                      <Button size="small" onClick={() => onCopy(page)} data-testid={`page-copy-${page.id}`}>
                        {t('pages.copy')}
                      </Button>
                    )}
                    <a
                      className="pages-download"
                      href={pageHtmlDownloadUrl(page.id)}
                      download
                      data-testid={`page-download-${page.id}`}
                    >
                      {t('pages.download')}
                    </a>
                    {system ? null : (
                      <Popconfirm
                        title={t('pages.deleteConfirm', { name })}
                        description={t('pages.deleteHint')}
                        okText={t('common.ok')}
                        cancelText={t('common.cancel')}
                        okButtonProps={{ danger: true, 'data-testid': 'page-delete-confirm' } as ButtonProps}
                        onConfirm={() => onDelete(page)}
                      >
                        <Button size="small" danger data-testid={`page-delete-${page.id}`}>
                          {t('pages.delete')}
                        </Button>
                      </Popconfirm>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
