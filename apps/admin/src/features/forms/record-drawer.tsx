import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime } from '../../shared/lib/relative-time.ts';
import { siteLanguageName } from '../../shared/lib/site-languages.ts';
import { useRecord, useUpdateRecords } from './api/records-api.ts';
import type { Assignee } from './assignees.ts';
import { CorrespondencePanel } from './correspondence-panel.tsx';
import { countryName } from './country-name.ts';
import { RecordValueView, safeHref } from './record-value.tsx';
import './forms.css';
import './forms-i18n.ts';

interface RecordDrawerProps {
  recordId: number;
  people: readonly Assignee[];
  meId: number | null;
  onClose(): void;
  /** Opens another record of the visitor's thread. */
  onOpen(id: number): void;
}

/**
 * One inquiry with every field the visitor filled in, where and when it was sent, and the
 * correspondence with that visitor. Opening it marks it read (the server does; the badge follows).
 */
export default function RecordDrawer({ recordId, people, meId, onClose, onOpen }: RecordDrawerProps) {
  const t = useT();
  const lang = useLanguage();
  const { data: record, isPending, isError, refetch } = useRecord(recordId);
  const update = useUpdateRecords();
  const set = (body: {
    is_starred?: boolean;
    is_spam?: boolean;
    is_read?: boolean;
    assignee_id?: number | null;
  }) => update.mutate({ ids: [recordId], ...body });

  return (
    <Drawer
      open
      size={760}
      onClose={onClose}
      title={record ? record.visitor_name || record.visitor_email || t('forms.anonymous') : t('forms.record')}
      data-testid="record-drawer"
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : isError || !record ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('forms.recordLoadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <>
          <div className="record-actions">
            <Button
              icon={record.is_starred ? <StarFilled className="records-star-on" /> : <StarOutlined />}
              aria-pressed={record.is_starred}
              onClick={() => set({ is_starred: !record.is_starred })}
              data-testid="record-drawer-star"
            >
              {record.is_starred ? t('forms.unstar') : t('forms.star')}
            </Button>
            <Button
              danger={!record.is_spam}
              onClick={() => set({ is_spam: !record.is_spam })}
              data-testid="record-drawer-spam"
            >
              {record.is_spam ? t('forms.markNotSpam') : t('forms.markSpam')}
            </Button>
            <Button onClick={() => set({ is_read: false })} data-testid="record-drawer-unread">
              {t('forms.markUnread')}
            </Button>
            <Select<number | 'nobody'>
              value={record.assignee?.id ?? 'nobody'}
              onChange={(v) => set({ assignee_id: v === 'nobody' ? null : v })}
              options={[
                { value: 'nobody', label: t('forms.nobody') },
                ...(record.assignee && !people.some((p) => p.id === record.assignee?.id)
                  ? [record.assignee]
                  : []
                ).map((p) => ({ value: p.id, label: p.name })),
                ...people.map((p) => ({
                  value: p.id,
                  label: p.id === meId ? t('forms.me', { name: p.name }) : p.name,
                })),
              ]}
              aria-label={t('forms.assignee')}
              popupMatchSelectWidth={false}
              data-testid="record-drawer-assign"
            />
            {record.is_spam ? (
              <Tag color="red" data-testid="record-drawer-spam-tag">
                {t('forms.spam')}
                {record.spam_reason ? `: ${record.spam_reason}` : ''}
              </Tag>
            ) : null}
          </div>

          <h3 className="form-section-title">{t('forms.sent')}</h3>
          <Descriptions column={1} bordered size="small" data-testid="record-fields">
            {record.fields.map((field) => (
              <Descriptions.Item key={field.key} label={field.label || field.key}>
                <RecordValueView field={field} value={record.data[field.key]} />
              </Descriptions.Item>
            ))}
            {/* Values of fields the form no longer describes are kept and shown too. */}
            {Object.keys(record.data)
              .filter((key) => !record.fields.some((f) => f.key === key))
              .map((key) => (
                <Descriptions.Item key={key} label={key}>
                  <RecordValueView field={{ key, kind: 'text', label: key }} value={record.data[key]} />
                </Descriptions.Item>
              ))}
          </Descriptions>

          <h3 className="form-section-title">{t('forms.context')}</h3>
          <Descriptions column={1} bordered size="small" data-testid="record-context">
            <Descriptions.Item label={t('forms.form')}>
              {record.form_name} <span className="screen-muted">· {record.website_name}</span>
            </Descriptions.Item>
            {record.product ? (
              <Descriptions.Item label={t('forms.product')}>{record.product.title}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('forms.sourcePage')}>
              {record.page_url ? (
                safeHref(record.page_url) ? (
                  <a href={safeHref(record.page_url) ?? undefined} target="_blank" rel="noopener noreferrer">
                    {record.page_url}
                  </a>
                ) : (
                  record.page_url
                )
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('forms.country')}>
              {record.country ? `${countryName(record.country, lang)} (${record.country})` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('forms.language')}>
              {record.lang ? siteLanguageName(record.lang) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('forms.received')}>
              <time dateTime={record.created_at}>{formatDateTime(new Date(record.created_at))}</time>
            </Descriptions.Item>
            <Descriptions.Item label={t('forms.userAgent')}>
              <span className="record-text record-ua">{record.user_agent || '—'}</span>
            </Descriptions.Item>
          </Descriptions>

          <CorrespondencePanel record={record} onOpen={onOpen} />
        </>
      )}
    </Drawer>
  );
}
