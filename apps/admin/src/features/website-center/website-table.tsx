import type { Website } from '@sitewright/contract';
import { siteLanguageName } from '../../shared/lib/site-languages.ts';
import { FlagIcon } from '../../shared/ui/flag-icon.tsx';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { RowActions } from '../../shared/ui/data-table/row-actions.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';

export interface WebsiteTableProps {
  websites: Website[];
  onManage(website: Website): void;
  onEdit(website: Website): void;
  /** Asks for the website's name first (the table only reports the wish). */
  onDelete(website: Website): void;
  /** Publishes the whole site (after its confirmation). */
  onPublish(website: Website): void;
  /** Takes a published site offline (after its confirmation). */
  onUnpublish(website: Website): void;
  /** The website whose publish or un-publish is under way. */
  busyWebsiteId: number | null;
  /** Called when an edit is about to be asked for, so the form can load ahead of the click. */
  onEditIntent(): void;
}

/** The company's websites, one row each with its status and actions. */
export function WebsiteTable({
  websites,
  onManage,
  onEdit,
  onDelete,
  onEditIntent,
  onPublish,
  onUnpublish,
  busyWebsiteId,
}: WebsiteTableProps) {
  const t = useT();
  const lang = useLanguage();
  const now = Date.now();

  const columns: DataColumn<Website>[] = [
    {
      key: 'name',
      title: t('websites.name'),
      render: (website) => (
        <span className="website-name">
          <span className="website-flag">
            <FlagIcon code={website.flag_code} label={website.flag_code} />
          </span>
          <button type="button" className="website-name-link" onClick={() => onManage(website)}>
            {website.name}
          </button>
        </span>
      ),
    },
    {
      key: 'address',
      title: t('websites.address'),
      render: (website) => (
        <>
          <a href={website.curr_preview_link} target="_blank" rel="noopener noreferrer">
            {website.fixed_domain}
          </a>
          {website.domain ? <div className="screen-muted">{website.domain}</div> : null}
        </>
      ),
    },
    {
      key: 'status',
      title: t('websites.status'),
      render: (website) => {
        const publishedAt = website.published_at ? new Date(website.published_at) : null;
        return (
          <span className="website-status" data-testid={`website-status-${website.website_id}`}>
            {website.is_published ? (
              <Tag color="green">{t('publish.statusPublished')}</Tag>
            ) : (
              <Tag>{t('publish.statusUnpublished')}</Tag>
            )}
            {website.is_published && publishedAt && !Number.isNaN(publishedAt.getTime()) ? (
              <time
                className="screen-muted"
                dateTime={publishedAt.toISOString()}
                title={formatDateTime(publishedAt)}
              >
                {t('publish.publishedAt', { time: formatRelativeTime(publishedAt, now, lang) })}
              </time>
            ) : null}
            {website.is_published && website.curr_preview_link ? (
              <a
                href={website.curr_preview_link}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`website-visit-${website.website_id}`}
              >
                {t('publish.visitSite')}
              </a>
            ) : null}
          </span>
        );
      },
    },
    {
      key: 'language',
      title: t('websites.defaultLanguage'),
      className: 'website-col-language',
      render: (website) => siteLanguageName(website.default_language),
    },
    {
      key: 'created',
      title: t('websites.createdAt'),
      className: 'website-col-created',
      render: (website) => {
        const created = new Date(website.create_time);
        return Number.isNaN(created.getTime()) ? null : (
          <time dateTime={created.toISOString()} title={formatDateTime(created)}>
            {formatRelativeTime(created, now, lang)}
          </time>
        );
      },
    },
    {
      key: 'actions',
      title: t('websites.actions'),
      className: 'data-table-actions',
      render: (website) => {
        const busy = busyWebsiteId === website.website_id;
        return (
          <RowActions
            rowName={website.name}
            moreTestId={`website-more-${website.website_id}`}
            onMoreIntent={onEditIntent}
            more={[
              {
                key: 'edit',
                label: t('websites.edit'),
                onClick: () => onEdit(website),
                testId: `website-edit-${website.website_id}`,
              },
              website.is_published && {
                key: 'unpublish',
                label: t('publish.unpublish'),
                disabled: busy,
                onClick: () => onUnpublish(website),
                testId: `website-unpublish-${website.website_id}`,
              },
              {
                key: 'delete',
                label: t('websites.delete'),
                danger: true,
                onClick: () => onDelete(website),
                testId: `website-delete-${website.website_id}`,
              },
            ]}
          >
            <Button
              type="primary"
              size="small"
              onClick={() => onManage(website)}
              data-testid={`website-manage-${website.website_id}`}
            >
              {t('websites.manage')}
            </Button>
            <Button
              size="small"
              loading={busy}
              onClick={() => onPublish(website)}
              onPointerEnter={onEditIntent}
              data-testid={`website-publish-${website.website_id}`}
            >
              {t('publish.publish')}
            </Button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      rows={websites}
      rowKey={(website) => website.website_id}
      rowTestId={(website) => `website-row-${website.website_id}`}
      columns={columns}
      testId="website-table"
      className="website-table"
    />
  );
}
