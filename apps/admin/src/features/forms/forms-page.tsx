import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { FormSummary } from '@sitewright/contract';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { formRecordsPath } from '../../shared/paths.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useForms, useStopAndDeleteForm } from './api/forms-api.ts';
import './forms.css';
import './forms-i18n.ts';

const loadEditDrawer = () => import('./form-edit-drawer.tsx');
const FormEditDrawer = lazy(loadEditDrawer);

/** The form builder's list (spec §2 /form/form_list): the selected website's inquiry forms. */
export function FormsPage() {
  const t = useT();
  const lang = useLanguage();
  const website = useWebsiteStore((s) => s.website);
  const { data, isPending, isError, isFetching, refetch } = useForms(website?.website_id);
  const stop = useStopAndDeleteForm();
  // `session` changes with every opening so each one starts from a fresh draft.
  const [editing, setEditing] = useState<{ open: boolean; session: number; formId: number | null }>({
    open: false,
    session: 0,
    formId: null,
  });

  if (!website) return null;
  const websiteId = website.website_id;
  const open = (formId: number | null) => setEditing((e) => ({ open: true, session: e.session + 1, formId }));
  const preload = () => void loadEditDrawer();

  async function stopAndDelete(form: FormSummary) {
    try {
      await stop.mutateAsync(form.id);
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('forms.stopped', { name: form.name }));
  }

  const now = Date.now();
  const numbers = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en');
  const columns: DataColumn<FormSummary>[] = [
    {
      key: 'name',
      title: t('forms.name'),
      render: (form) => (
        <Link to={formRecordsPath(form.id)} className="forms-name" data-testid="form-row-name">
          {form.name}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('forms.status'),
      render: (form) =>
        form.status === 'active' ? (
          <Tag color="green">{t('forms.statusActive')}</Tag>
        ) : (
          <Tag>{t('forms.statusStopped')}</Tag>
        ),
    },
    {
      key: 'fields',
      title: t('forms.fieldCount'),
      className: 'forms-col-number',
      render: (form) => numbers.format(form.field_count),
    },
    {
      key: 'records',
      title: t('forms.recordCount'),
      className: 'forms-col-number',
      cellTestId: 'form-row-records',
      render: (form) => numbers.format(form.record_count),
    },
    {
      key: 'unread',
      title: t('forms.unreadCount'),
      className: 'forms-col-number',
      cellTestId: 'form-row-unread',
      render: (form) =>
        form.not_read_count > 0 ? (
          <Badge
            count={form.not_read_count}
            overflowCount={99}
            title={t('forms.unreadTitle', { n: form.not_read_count })}
          />
        ) : (
          <span className="screen-muted">0</span>
        ),
    },
    {
      key: 'updated',
      title: t('forms.updated'),
      render: (form) => (
        <time dateTime={form.updated_at} title={formatDateTime(new Date(form.updated_at))}>
          {formatRelativeTime(form.updated_at, now, lang)}
        </time>
      ),
    },
    {
      key: 'actions',
      title: t('forms.actions'),
      className: 'data-table-actions',
      render: (form) => (
        <span className="data-table-actions-row">
          <Link to={formRecordsPath(form.id)} data-testid={`form-records-${form.id}`}>
            <Button size="small">{t('forms.openRecords')}</Button>
          </Link>
          <Button
            size="small"
            onClick={() => open(form.id)}
            onPointerEnter={preload}
            onFocus={preload}
            data-testid={`form-edit-${form.id}`}
          >
            {t('forms.edit')}
          </Button>
          <ConfirmDelete
            label={t('forms.stopAndDelete')}
            title={t('forms.stopConfirm', { name: form.name })}
            description={
              <p className="forms-stop-hint" data-testid="form-stop-hint">
                {t('forms.stopHint', { n: form.record_count })}
              </p>
            }
            okText={t('forms.stopAndDelete')}
            onConfirm={() => stopAndDelete(form)}
            testId={`form-stop-${form.id}`}
            confirmTestId="form-stop-confirm"
          />
        </span>
      ),
    },
  ];

  const forms = data?.list ?? [];

  return (
    <div className="screen" data-testid="forms">
      <header className="screen-header">
        <div>
          <h1>{t('forms.title')}</h1>
          <p className="screen-muted">{t('forms.intro', { website: website.name })}</p>
        </div>
        <div className="forms-actions">
          <Button
            icon={<ReloadOutlined />}
            onClick={() => refetch()}
            loading={isFetching && !isPending}
            data-testid="forms-refresh"
          >
            {t('forms.refresh')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open(null)}
            onPointerEnter={preload}
            onFocus={preload}
            data-testid="form-add"
          >
            {t('forms.add')}
          </Button>
        </div>
      </header>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('forms.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : forms.length === 0 ? (
        <div className="screen-empty forms-empty" data-testid="forms-empty">
          <h2>{t('forms.emptyTitle')}</h2>
          <p className="screen-muted">{t('forms.empty')}</p>
        </div>
      ) : (
        <DataTable
          rows={forms}
          rowKey={(form) => form.id}
          rowTestId={(form) => `form-row-${form.id}`}
          columns={columns}
          testId="form-table"
          className="forms-table"
        />
      )}

      {editing.session > 0 ? (
        <Suspense fallback={null}>
          <FormEditDrawer
            key={editing.session}
            open={editing.open}
            websiteId={websiteId}
            websiteName={website.name}
            formId={editing.formId}
            onClose={() => setEditing((e) => ({ ...e, open: false }))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
