import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import type { RedirectMatchKind, RedirectRule } from '@sitewright/contract';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useDeleteRedirect } from './api/delete-redirect.ts';
import { exportRedirects } from './api/export-redirects.ts';
import { useRedirects } from './api/get-redirects.ts';
import { downloadTextFile } from './download-file.ts';
import { isExternalTarget } from './redirect-form.ts';
import './redirects-page.css';

const loadRuleDialog = () => import('./redirect-dialog.tsx');
const RedirectDialog = lazy(loadRuleDialog);
const loadImportDialog = () => import('./redirect-import-dialog.tsx');
const RedirectImportDialog = lazy(loadImportDialog);

const MATCH_LABEL: Record<RedirectMatchKind, MessageKey> = {
  exact: 'redirects.matchExact',
  prefix: 'redirects.matchPrefix',
  regex: 'redirects.matchRegex',
};

// antd's button props do not declare data attributes, though they are passed on to the element.
const DELETE_CONFIRM_PROPS = { 'data-testid': 'redirect-delete-confirm' } as Record<string, string>;

interface RuleTableProps {
  rules: RedirectRule[];
  onEdit(rule: RedirectRule): void;
  onDelete(rule: RedirectRule): Promise<unknown>;
}

/** The redirects as a plain table; antd's Table would cost more than the whole screen. */
function RuleTable({ rules, onEdit, onDelete }: RuleTableProps) {
  const t = useT();
  const lang = useLanguage();
  const numbers = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en');
  return (
    <div className="redirects-table-wrap">
      <table className="redirects-table" data-testid="redirect-table">
        <thead>
          <tr>
            <th scope="col">{t('redirects.source')}</th>
            <th scope="col">{t('redirects.match')}</th>
            <th scope="col">{t('redirects.target')}</th>
            <th scope="col">{t('redirects.status')}</th>
            <th scope="col" className="redirects-col-hits">
              {t('redirects.hits')}
            </th>
            <th scope="col" className="redirects-col-actions">
              {t('redirects.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.id} data-testid={`redirect-row-${rule.id}`}>
              <td>
                <code className="redirects-path" data-testid="redirect-row-source">
                  {rule.source}
                </code>
              </td>
              <td>
                <Tag
                  color={
                    rule.match_kind === 'regex' ? 'purple' : rule.match_kind === 'prefix' ? 'blue' : undefined
                  }
                >
                  {t(MATCH_LABEL[rule.match_kind])}
                </Tag>
              </td>
              <td>
                <code
                  className={
                    isExternalTarget(rule.target) ? 'redirects-path redirects-external' : 'redirects-path'
                  }
                  data-testid="redirect-row-target"
                >
                  {rule.target}
                </code>
              </td>
              <td data-testid="redirect-row-status">
                <span title={t(rule.status_code === 301 ? 'redirects.status301' : 'redirects.status302')}>
                  {rule.status_code}
                </span>
              </td>
              <td className="redirects-col-hits" data-testid="redirect-row-hits">
                {numbers.format(rule.hits)}
              </td>
              <td className="redirects-col-actions">
                <span className="redirects-actions">
                  <Button size="small" onClick={() => onEdit(rule)} data-testid={`redirect-edit-${rule.id}`}>
                    {t('redirects.edit')}
                  </Button>
                  <Popconfirm
                    title={t('redirects.deleteConfirm', { source: rule.source })}
                    description={t('redirects.deleteHint')}
                    okText={t('common.delete')}
                    okButtonProps={{ danger: true, ...DELETE_CONFIRM_PROPS }}
                    cancelText={t('common.cancel')}
                    onConfirm={() => onDelete(rule)}
                  >
                    <Button size="small" danger data-testid={`redirect-delete-${rule.id}`}>
                      {t('redirects.delete')}
                    </Button>
                  </Popconfirm>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
