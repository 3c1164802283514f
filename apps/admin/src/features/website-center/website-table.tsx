import { SITE_LANGUAGES, type Website } from '@sitewright/contract';
import { FlagIcon } from '../../shared/ui/flag-icon.tsx';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';

export interface WebsiteTableProps {
  websites: Website[];
  onManage(website: Website): void;
  onEdit(website: Website): void;
  onDelete(website: Website): Promise<unknown>;
  /** Publishes the whole site (after its confirmation). */
  onPublish(website: Website): void;
  /** Takes a published site offline (after its confirmation). */
  onUnpublish(website: Website): void;
  /** The website whose publish or un-publish is under way. */
  busyWebsiteId: number | null;
  /** Called when an edit is about to be asked for, so the form can load ahead of the click. */
  onEditIntent(): void;
}

function languageName(code: string): string {
  return SITE_LANGUAGES.find((l) => l.code === code)?.native ?? code;
}

/**
 * The company's websites as a plain table. antd's Table (with its filter, selection and pagination
 * machinery) would more than double the screen's download for a list that needs none of that.
 */
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

  return (
    <div className="website-table-wrap">
      <table className="website-table" data-testid="website-table">
        <thead>
          <tr>
            <th scope="col">{t('websites.name')}</th>
            <th scope="col">{t('websites.address')}</th>
            <th scope="col">{t('websites.status')}</th>
            <th scope="col" className="website-col-language">
              {t('websites.defaultLanguage')}
            </th>
            <th scope="col" className="website-col-created">
              {t('websites.createdAt')}
            </th>
            <th scope="col" className="website-col-actions">
              {t('websites.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {websites.map((website) => {
            const created = new Date(website.create_time);
            const validCreated = !Number.isNaN(created.getTime());
            const publishedAt = website.published_at ? new Date(website.published_at) : null;
            const busy = busyWebsiteId === website.website_id;
            return (
              <tr key={website.website_id} data-testid={`website-row-${website.website_id}`}>
                <td>
                  <span className="website-name">
                    <span className="website-flag">
                      <FlagIcon code={website.flag_code} label={website.flag_code} />
                    </span>
                    <button type="button" className="website-name-link" onClick={() => onManage(website)}>
                      {website.name}
                    </button>
                  </span>
                </td>
                <td>
                  <a href={website.curr_preview_link} target="_blank" rel="noopener noreferrer">
                    {website.fixed_domain}
                  </a>
                  {website.domain ? <div className="screen-muted">{website.domain}</div> : null}
                </td>
                <td>
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
                </td>
                <td className="website-col-language">{languageName(website.default_language)}</td>
                <td className="website-col-created">
                  {validCreated ? (
                    <time dateTime={created.toISOString()} title={formatDateTime(created)}>
                      {formatRelativeTime(created, now, lang)}
                    </time>
                  ) : null}
                </td>
                <td className="website-col-actions">
                  <span className="website-actions">
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
                      data-testid={`website-publish-${website.website_id}`}
                    >
                      {t('publish.publish')}
                    </Button>
                    {website.is_published ? (
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() => onUnpublish(website)}
                        data-testid={`website-unpublish-${website.website_id}`}
                      >
                        {t('publish.unpublish')}
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      onClick={() => onEdit(website)}
                      onPointerEnter={onEditIntent}
                      onFocus={onEditIntent}
                      data-testid={`website-edit-${website.website_id}`}
                    >
                      {t('websites.edit')}
                    </Button>
                    <Popconfirm
                      title={t('websites.deleteConfirm', { name: website.name })}
                      description={t('websites.deleteHint')}
                      okText={t('common.ok')}
                      cancelText={t('common.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onDelete(website)}
                    >
                      <Button size="small" danger data-testid={`website-delete-${website.website_id}`}>
                        {t('websites.delete')}
                      </Button>
                    </Popconfirm>
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
