import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { AUDIT_RETENTION_DAYS, type AuditEntry, type AuditLogQuery } from '@sitewright/contract';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { type DateFilter, datePresets } from '../../shared/lib/date-presets.ts';
import { downloadTextFile } from '../../shared/lib/download-file.ts';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { DatePresetSelect } from '../../shared/ui/data-table/date-preset-select.tsx';
import { FilterBar } from '../../shared/ui/data-table/filter-bar.tsx';
import { Pager } from '../../shared/ui/data-table/pager.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { exportAuditLog } from './api/export-audit-log.ts';
import { useAuditLog } from './api/get-audit-log.ts';
import { actionName, changesText, targetsText } from './audit-format.ts';
import './audit-i18n.ts';
import './audit-log-page.css';

const PAGE_SIZE = 20;

/** The audit log (administrators): every change made in the company, filtered and exported as CSV. */
export function AuditLogPage() {
  const t = useT();
  const lang = useLanguage();
  const [userId, setUserId] = useState<number | undefined>();
  const [callName, setCallName] = useState<string | undefined>();
  const [date, setDate] = useState<DateFilter>('all');
  // Fixed when the preset is chosen, so the query (and its cache key) stays the same between renders.
  const [range, setRange] = useState<{ from: string; to: string } | undefined>();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);

  const filters: AuditLogQuery = {
    ...(userId ? { user_id: userId } : {}),
    ...(callName ? { call: callName } : {}),
    ...(range ?? {}),
  };
  const { data, isPending, isError, refetch } = useAuditLog({ ...filters, page, page_size: PAGE_SIZE });
  const times = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
  };

  function chooseDate(value: DateFilter) {
    filtered(() => {
      setDate(value);
      if (value === 'all') setRange(undefined);
      else {
        const [from, to] = datePresets(new Date())[value];
        setRange({ from: from.toISOString(), to: new Date(to.getTime() + 60_000).toISOString() });
      }
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await exportAuditLog(filters);
      downloadTextFile(file.file_name, file.csv);
      toastSuccess(t('audit.exported', { file: file.file_name }));
    } catch {
      // The client has shown why.
    } finally {
      setExporting(false);
    }
  }

  const columns: DataColumn<AuditEntry>[] = [
    { key: 'time', title: t('audit.time'), render: (e) => times.format(new Date(e.create_time)) },
    { key: 'user', title: t('audit.user'), cellTestId: 'audit-row-user', render: (e) => e.user_name },
    { key: 'ip', title: t('audit.address'), render: (e) => <code>{e.ip}</code> },
    {
      key: 'action',
      title: t('audit.action'),
      cellTestId: 'audit-row-action',
      render: (e) => (
        <span className="audit-action">
          <span>{actionName(e.call, lang)}</span>
          {e.outcome === 'failed' ? <Tag color="red">{t('audit.failed')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'targets',
      title: t('audit.targets'),
      render: (e) => targetsText(e, (id) => t('audit.website', { id })),
    },
    {
      key: 'changes',
      title: t('audit.changes'),
      className: 'audit-changes',
      cellTestId: 'audit-row-changes',
      render: (e) => changesText(e.changes),
    },
  ];

  const entries = data?.list ?? [];
  const anyFilter = Boolean(userId || callName || range);
  return (
    <div className="screen" data-testid="audit-log-page">
      <header className="screen-header">
        <div>
          <h1>{t('audit.title')}</h1>
          <p className="screen-muted">{t('audit.intro', { days: AUDIT_RETENTION_DAYS })}</p>
        </div>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={!data || data.total === 0}
          onClick={() => void exportCsv()}
          data-testid="audit-export"
        >
          {t('audit.exportCsv')}
        </Button>
      </header>
      <FilterBar>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.anyUser')}
          aria-label={t('audit.user')}
          value={userId}
          onChange={(v) => filtered(() => setUserId(v))}
          options={(data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
          className="audit-filter"
          data-testid="audit-user-filter"
        />
        <DatePresetSelect
          value={date}
          onChange={chooseDate}
          label={t('audit.dates')}
          testId="audit-date-filter"
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.anyAction')}
          aria-label={t('audit.action')}
          value={callName}
          onChange={(v) => filtered(() => setCallName(v))}
          options={(data?.calls ?? [])
            .map((c) => ({ value: c, label: actionName(c, lang) }))
            .sort((a, b) => a.label.localeCompare(b.label, lang))}
          className="audit-filter audit-filter-wide"
          popupMatchSelectWidth={false}
          data-testid="audit-call-filter"
        />
      </FilterBar>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('audit.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="screen-empty">
          <p className="screen-muted">{t(anyFilter ? 'audit.emptyFiltered' : 'audit.empty')}</p>
        </div>
      ) : (
        <>
          <p className="screen-muted" data-testid="audit-count">
            {data.total === 1 ? t('audit.countOne') : t('audit.count', { n: data.total })}
          </p>
          <DataTable
            rows={entries}
            rowKey={(e) => e.id}
            rowTestId={() => 'audit-row'}
            columns={columns}
            testId="audit-table"
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      )}
    </div>
  );
}
