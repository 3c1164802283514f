import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import type { RedirectMatchKind, RedirectRule } from '@sitewright/contract';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useDeleteRedirect } from './api/delete-redirect.ts';
import { exportRedirects } from './api/export-redirects.ts';
import { useRedirects } from './api/get-redirects.ts';
import { downloadTextFile } from '../../shared/lib/download-file.ts';
import { isExternalTarget } from './redirect-form.ts';
import './redirects-page.css';
import './redirects-i18n.ts';

const loadRuleDialog = () => import('./redirect-dialog.tsx');
const RedirectDialog = lazy(loadRuleDialog);
const loadImportDialog = () => import('./redirect-import-dialog.tsx');
const RedirectImportDialog = lazy(loadImportDialog);

const MATCH_LABEL: Record<RedirectMatchKind, MessageKey> = {
  exact: 'redirects.matchExact',
  prefix: 'redirects.matchPrefix',
  regex: 'redirects.matchRegex',
};

interface RuleTableProps {
  rules: RedirectRule[];
  onEdit(rule: RedirectRule): void;
  onDelete(rule: RedirectRule): Promise<unknown>;
}

function RuleTable({ rules, onEdit, onDelete }: RuleTableProps) {
  const t = useT();
  const lang = useLanguage();
  const numbers = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en');
  const columns: DataColumn<RedirectRule>[] = [
    {
      key: 'source',
      title: t('redirects.source'),
      render: (rule) => (
        <code className="redirects-path" data-testid="redirect-row-source">
          {rule.source}
        </code>
      ),
    },
    {
      key: 'match',
      title: t('redirects.match'),
      render: (rule) => (
        <>
          <Tag
            color={rule.match_kind === 'regex' ? 'purple' : rule.match_kind === 'prefix' ? 'blue' : undefined}
          >
            {t(MATCH_LABEL[rule.match_kind])}
          </Tag>
          {rule.ignore_case ? (
            <Tag data-testid="redirect-row-any-case">{t('redirects.caseInsensitive')}</Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'target',
      title: t('redirects.target'),
      render: (rule) => (
        <code
          className={isExternalTarget(rule.target) ? 'redirects-path redirects-external' : 'redirects-path'}
          data-testid="redirect-row-target"
        >
          {rule.target}
        </code>
      ),
    },
    {
      key: 'status',
      title: t('redirects.status'),
      cellTestId: 'redirect-row-status',
      render: (rule) => (
        <span title={t(rule.status_code === 301 ? 'redirects.status301' : 'redirects.status302')}>
          {rule.status_code}
        </span>
      ),
    },
    {
      key: 'hits',
      title: t('redirects.hits'),
      className: 'redirects-col-hits',
      cellTestId: 'redirect-row-hits',
      render: (rule) => numbers.format(rule.hits),
    },
    {
      key: 'actions',
      title: t('redirects.actions'),
      className: 'data-table-actions',
      render: (rule) => (
        <span className="data-table-actions-row">
          <Button size="small" onClick={() => onEdit(rule)} data-testid={`redirect-edit-${rule.id}`}>
            {t('redirects.edit')}
          </Button>
          <ConfirmDelete
            label={t('redirects.delete')}
            title={t('redirects.deleteConfirm', { source: rule.source })}
            description={t('redirects.deleteHint')}
            okText={t('common.delete')}
            onConfirm={() => onDelete(rule)}
            testId={`redirect-delete-${rule.id}`}
            confirmTestId="redirect-delete-confirm"
          />
        </span>
      ),
    },
  ];
  return (
    <DataTable
      rows={rules}
      rowKey={(rule) => rule.id}
      rowTestId={(rule) => `redirect-row-${rule.id}`}
      columns={columns}
      testId="redirect-table"
      className="redirects-table"
    />
  );
}

/** Page redirect management (spec §2, /page/web_redirect_set): the selected website's redirects. */
export function RedirectsPage() {
  const t = useT();
  const website = useWebsiteStore((s) => s.website);
  const { data, isPending, isError, isFetching, refetch } = useRedirects(website?.website_id);
  const deleteMutation = useDeleteRedirect();
  // `session` changes with every opening so each one starts from a fresh form.
  const [editing, setEditing] = useState<{ open: boolean; session: number; rule: RedirectRule | null }>({
    open: false,
    session: 0,
    rule: null,
  });
  const [importing, setImporting] = useState({ open: false, session: 0 });
  const [exporting, setExporting] = useState(false);

  if (!website) return null;
  const websiteId = website.website_id;

  const openRule = (rule: RedirectRule | null) =>
    setEditing((e) => ({ open: true, session: e.session + 1, rule }));
  const openImport = () => setImporting((i) => ({ open: true, session: i.session + 1 }));
  const preloadRule = () => void loadRuleDialog();
  const preloadImport = () => void loadImportDialog();

  async function remove(rule: RedirectRule) {
    try {
      await deleteMutation.mutateAsync({ websiteId, id: rule.id });
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('redirects.deleted'));
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await exportRedirects(websiteId);
      downloadTextFile(file.file_name, file.csv);
      toastSuccess(t('redirects.exported', { file: file.file_name }));
    } catch {
      // The client has shown why.
    } finally {
      setExporting(false);
    }
  }

  const rules = data?.list ?? [];

  return (
    <div className="screen" data-testid="redirects">
      <header className="screen-header">
        <div>
          <h1>{t('redirects.title')}</h1>
          <p className="screen-muted">{t('redirects.intro', { website: website.name })}</p>
        </div>
        <div className="redirects-actions">
          <Button
            icon={<ReloadOutlined />}
            onClick={() => refetch()}
            loading={isFetching && !isPending}
            data-testid="redirect-refresh"
          >
            {t('redirects.refresh')}
          </Button>
          <Button
            icon={<UploadOutlined />}
            onClick={openImport}
            onPointerEnter={preloadImport}
            onFocus={preloadImport}
            data-testid="redirect-import-open"
          >
            {t('redirects.import')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={exportCsv}
            loading={exporting}
            disabled={rules.length === 0}
            data-testid="redirect-export"
          >
            {t('redirects.export')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => openRule(null)}
            onPointerEnter={preloadRule}
            onFocus={preloadRule}
            data-testid="redirect-add"
          >
            {t('redirects.add')}
          </Button>
        </div>
      </header>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('redirects.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : rules.length === 0 ? (
        <div className="screen-empty redirects-empty" data-testid="redirect-empty">
          <h2>{t('redirects.emptyTitle')}</h2>
          <p className="screen-muted">{t('redirects.empty')}</p>
        </div>
      ) : (
        <>
          <p className="screen-muted redirects-count" data-testid="redirect-count">
            {rules.length === 1 ? t('redirects.countOne') : t('redirects.count', { n: rules.length })}
          </p>
          <RuleTable rules={rules} onEdit={openRule} onDelete={remove} />
        </>
      )}

      {editing.session > 0 ? (
        <Suspense fallback={null}>
          <RedirectDialog
            key={editing.session}
            open={editing.open}
            websiteId={websiteId}
            rule={editing.rule}
            onClose={() => setEditing((e) => ({ ...e, open: false }))}
          />
        </Suspense>
      ) : null}
      {importing.session > 0 ? (
        <Suspense fallback={null}>
          <RedirectImportDialog
            key={importing.session}
            open={importing.open}
            websiteId={websiteId}
            onClose={() => setImporting((i) => ({ ...i, open: false }))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
