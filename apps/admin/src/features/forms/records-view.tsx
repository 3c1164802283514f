import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import { RECORD_PAGE_SIZE_MAX, type RecordSummary } from '@sitewright/contract';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useEffect, useState } from 'react';
import { downloadServerFile } from '../../shared/api/download-server-file.ts';
import { Link } from 'react-router';
import { formInquiryListPath } from '../../shared/paths.ts';
import { useUserInfo } from '../../shared/api/session/get-user-info.ts';
import { useWebsites } from '../../shared/api/websites/get-websites.ts';
import { type MessageKey, useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { BatchBar } from '../../shared/ui/data-table/batch-bar.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { FilterBar } from '../../shared/ui/data-table/filter-bar.tsx';
import { Pager } from '../../shared/ui/data-table/pager.tsx';
import { selectionColumn } from '../../shared/ui/data-table/selection-column.tsx';
import { toggleSelection } from '../../shared/ui/data-table/selection.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useForms } from './api/forms-api.ts';
import { type RecordChange, useRecords, useUpdateRecords } from './api/records-api.ts';
import { useOperators } from './api/operators.ts';
import { assigneeChoices } from './assignees.ts';
import { countryName } from './country-name.ts';
import {
  DEFAULT_RECORD_FILTERS,
  isFiltered,
  RECORD_DATE_FILTERS,
  type RecordDateFilter,
  type RecordFilters,
  recordExportUrl,
  recordListQuery,
} from './record-filters.ts';
import './forms.css';
import './forms-i18n.ts';

const loadRecordDrawer = () => import('./record-drawer.tsx');
const RecordDrawer = lazy(loadRecordDrawer);
const RecordRangePicker = lazy(() => import('./record-range-picker.tsx'));

const PAGE_SIZE = 20;
const KEYWORD_PAUSE_MS = 300;
const DATE_LABEL: Record<RecordDateFilter, MessageKey> = {
  all: 'kit.dateAll',
  today: 'kit.dateToday',
  '7d': 'kit.dateLast7',
  '30d': 'kit.dateLast30',
  '90d': 'kit.dateLast90',
  range: 'forms.dateRange',
};

export interface RecordsViewProps {
  /** Fixed by the route: the records of one form (its screen) or the centre's starting filters. */
  initial: Pick<RecordFilters, 'websiteId' | 'formId'>;
  /** The inquiry centre: the website and form are filters the operator changes. */
  centre: boolean;
}

/**
 * The records table of a form and of the inquiry centre: filters, bulk actions, export with the
 * filters, and the drawer of one record with its correspondence.
 */
export function RecordsView({ initial, centre }: RecordsViewProps) {
  const t = useT();
  const lang = useLanguage();
  const [filters, setFilters] = useState<RecordFilters>({ ...DEFAULT_RECORD_FILTERS, ...initial });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [assignTo, setAssignTo] = useState<number | 'nobody' | undefined>(undefined);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  // What is typed in the search box; the list asks the server once typing pauses.
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => {
    if (keyword === filters.keyword) return;
    const timer = setTimeout(() => {
      setFilters((f) => ({ ...f, keyword }));
      setPage(1);
      setSelected(new Set());
    }, KEYWORD_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [keyword, filters.keyword]);
  const { data, isPending, isError, isFetching, refetch } = useRecords(
    recordListQuery(filters, page, PAGE_SIZE),
  );
  const update = useUpdateRecords();
  const user = useUserInfo().data;
  const operators = useOperators();
  const websites = useWebsites();
  const forms = useForms(centre ? filters.websiteId : undefined);

  const rows = data?.list ?? [];
  const total = data?.total ?? 0;
  const me = user ? { id: user.id, name: user.nick_name || user.user_name } : null;
  const people = assigneeChoices(
    me,
    operators.data ?? [],
    rows.map((r) => r.assignee),
  );

  function change(patch: Partial<RecordFilters>) {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
    setSelected(new Set());
  }

  async function apply(body: Omit<RecordChange, 'ids'>, done: MessageKey, ids: number[] = [...selected]) {
    if (ids.length === 0) return;
    try {
      await update.mutateAsync({ ids: ids.slice(0, RECORD_PAGE_SIZE_MAX), ...body });
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t(done, { n: ids.length }));
  }

  async function exportAs(format: 'csv' | 'xlsx') {
    setExporting(format);
    try {
      await downloadServerFile(recordExportUrl(filters, format), `inquiries.${format}`);
    } catch {
      // The download helper has shown why.
    } finally {
      setExporting(null);
    }
  }

  const now = Date.now();
  const columns: DataColumn<RecordSummary>[] = [
    selectionColumn(rows, {
      keyOf: (r) => r.id,
      selected,
      onChange: (keys, checked) => setSelected((s) => toggleSelection(s, keys, checked)),
      allLabel: t('forms.selectAll'),
      rowLabel: (r) => t('forms.selectRecord', { name: r.visitor_name || r.visitor_email || String(r.id) }),
      allTestId: 'record-select-all',
      rowTestId: (r) => `record-select-${r.id}`,
    }),
    {
      key: 'star',
      title: <span className="visually-hidden">{t('forms.starred')}</span>,
      className: 'records-col-star',
      render: (r) => (
        <Button
          type="text"
          size="small"
          aria-pressed={r.is_starred}
          aria-label={r.is_starred ? t('forms.unstar') : t('forms.star')}
          icon={r.is_starred ? <StarFilled className="records-star-on" /> : <StarOutlined />}
          onClick={() =>
            void apply(
              { is_starred: !r.is_starred },
              r.is_starred ? 'forms.unstarredDone' : 'forms.starredDone',
              [r.id],
            )
          }
          data-testid={`record-star-${r.id}`}
        />
      ),
    },
    {
      key: 'visitor',
      title: t('forms.visitor'),
      render: (r) => (
        <button
          type="button"
          className="records-open"
          onClick={() => setOpenId(r.id)}
          onPointerEnter={() => void loadRecordDrawer()}
          data-testid={`record-open-${r.id}`}
        >
          <span className="records-visitor">{r.visitor_name || r.visitor_email || t('forms.anonymous')}</span>
          {r.visitor_name && r.visitor_email ? (
            <span className="screen-muted"> · {r.visitor_email}</span>
          ) : null}
          <span className="records-excerpt screen-muted">{r.excerpt}</span>
        </button>
      ),
    },
    {
      key: 'state',
      title: t('forms.state'),
      render: (r) => (
        <span className="records-tags">
          {r.is_read ? null : (
            <Tag color="blue" data-testid="record-unread">
              {t('forms.unread')}
            </Tag>
          )}
          {r.is_spam ? (
            <Tag color="red" data-testid="record-spam">
              {t('forms.spam')}
            </Tag>
          ) : null}
          {r.reply_count > 0 ? <Tag color="green">{t('forms.replies', { n: r.reply_count })}</Tag> : null}
        </span>
      ),
    },
    ...(centre
      ? [
          {
            key: 'form',
            title: t('forms.form'),
            render: (r: RecordSummary) => (
              <span>
                <Link to={formInquiryListPath(r.form_id, r.website_id)} data-testid="record-form-link">
                  {r.form_name}
                </Link>
                <br />
                <span className="screen-muted">{r.website_name}</span>
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'country',
      title: t('forms.country'),
      render: (r) => (r.country ? countryName(r.country, lang) : <span className="screen-muted">—</span>),
    },
    {
      key: 'assignee',
      title: t('forms.assignee'),
      render: (r) => r.assignee?.name ?? <span className="screen-muted">—</span>,
    },
    {
      key: 'time',
      title: t('forms.received'),
      render: (r) => (
        <time dateTime={r.created_at} title={formatDateTime(new Date(r.created_at))}>
          {formatRelativeTime(r.created_at, now, lang)}
        </time>
      ),
    },
  ];

  const count = selected.size;

  return (
    <div className="records-view" data-testid="records">
      <FilterBar
        search={{
          value: keyword,
          onChange: setKeyword,
          placeholder: t('forms.keyword'),
          testId: 'records-keyword',
          className: 'records-keyword',
        }}
      >
        {centre ? (
          <>
            <Select<number | 'all'>
              value={filters.websiteId ?? 'all'}
              onChange={(v) => change({ websiteId: v === 'all' ? undefined : v, formId: undefined })}
              options={[
                { value: 'all', label: t('forms.allWebsites') },
                ...(websites.data?.list ?? []).map((w) => ({ value: w.website_id, label: w.name })),
              ]}
              aria-label={t('forms.website')}
              popupMatchSelectWidth={false}
              data-testid="records-website"
            />
            <Select<number | 'all'>
              value={filters.formId ?? 'all'}
              disabled={filters.websiteId === undefined}
              onChange={(v) => change({ formId: v === 'all' ? undefined : v })}
              options={[
                { value: 'all', label: t('forms.allForms') },
                ...(forms.data?.list ?? []).map((f) => ({ value: f.id, label: f.name })),
              ]}
              aria-label={t('forms.form')}
              popupMatchSelectWidth={false}
              data-testid="records-form"
            />
          </>
        ) : null}
        <Select<RecordDateFilter>
          value={filters.date}
          onChange={(date) => change({ date, range: date === 'range' ? filters.range : null })}
          options={RECORD_DATE_FILTERS.map((d) => ({ value: d, label: t(DATE_LABEL[d]) }))}
          aria-label={t('forms.received')}
          popupMatchSelectWidth={false}
          data-testid="records-date"
        />
        {filters.date === 'range' ? (
          <Suspense fallback={null}>
            <RecordRangePicker
              value={filters.range}
              onChange={(range) => change({ range })}
              label={t('forms.dateRange')}
            />
          </Suspense>
        ) : null}
        <Select<RecordFilters['read']>
          value={filters.read}
          onChange={(read) => change({ read })}
          options={[
            { value: 'all', label: t('forms.readAll') },
            { value: 'unread', label: t('forms.unread') },
            { value: 'read', label: t('forms.read') },
          ]}
          aria-label={t('forms.readFilter')}
          popupMatchSelectWidth={false}
          data-testid="records-read"
        />
        <Select<RecordFilters['starred']>
          value={filters.starred}
          onChange={(starred) => change({ starred })}
          options={[
            { value: 'all', label: t('forms.starredAll') },
            { value: 'starred', label: t('forms.starred') },
            { value: 'unstarred', label: t('forms.unstarred') },
          ]}
          aria-label={t('forms.starred')}
          popupMatchSelectWidth={false}
          data-testid="records-starred"
        />
        <Select<RecordFilters['spam']>
          value={filters.spam}
          onChange={(spam) => change({ spam })}
          options={[
            { value: 'exclude', label: t('forms.spamExclude') },
            { value: 'only', label: t('forms.spamOnly') },
            { value: 'include', label: t('forms.spamInclude') },
          ]}
          aria-label={t('forms.spam')}
          popupMatchSelectWidth={false}
          data-testid="records-spam"
        />
        <Select<number | 'all'>
          value={filters.assigneeId}
          onChange={(assigneeId) => change({ assigneeId })}
          options={[
            { value: 'all', label: t('forms.anyAssignee') },
            ...people.map((p) => ({
              value: p.id,
              label: p.id === me?.id ? t('forms.me', { name: p.name }) : p.name,
            })),
          ]}
          aria-label={t('forms.assignee')}
          popupMatchSelectWidth={false}
          data-testid="records-assignee"
        />
      </FilterBar>

      <div className="records-toolbar">
        <BatchBar count={count} countText={t('forms.selected', { n: count })} testId="records-batch">
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => void apply({ is_read: true }, 'forms.markedRead')}
            data-testid="records-mark-read"
          >
            {t('forms.markRead')}
          </Button>
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => void apply({ is_read: false }, 'forms.markedUnread')}
            data-testid="records-mark-unread"
          >
            {t('forms.markUnread')}
          </Button>
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => void apply({ is_starred: true }, 'forms.starredDone')}
            data-testid="records-star"
          >
            {t('forms.star')}
          </Button>
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => void apply({ is_starred: false }, 'forms.unstarredDone')}
            data-testid="records-unstar"
          >
            {t('forms.unstar')}
          </Button>
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => void apply({ is_spam: true }, 'forms.markedSpam')}
            data-testid="records-spam-on"
          >
            {t('forms.markSpam')}
          </Button>
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => void apply({ is_spam: false }, 'forms.markedNotSpam')}
            data-testid="records-spam-off"
          >
            {t('forms.markNotSpam')}
          </Button>
          <Select<number | 'nobody'>
            size="small"
            value={assignTo}
            placeholder={t('forms.assignTo')}
            disabled={count === 0}
            onChange={(v) => {
              setAssignTo(undefined);
              void apply({ assignee_id: v === 'nobody' ? null : v }, 'forms.assigned');
            }}
            options={[
              { value: 'nobody', label: t('forms.nobody') },
              ...people.map((p) => ({
                value: p.id,
                label: p.id === me?.id ? t('forms.me', { name: p.name }) : p.name,
              })),
            ]}
            popupMatchSelectWidth={false}
            aria-label={t('forms.assignTo')}
            data-testid="records-assign"
          />
        </BatchBar>
        <span className="records-exports">
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={isFetching && !isPending}
            onClick={() => refetch()}
            data-testid="records-refresh"
          >
            {t('forms.refresh')}
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={exporting === 'csv'}
            disabled={total === 0}
            onClick={() => void exportAs('csv')}
            data-testid="records-export-csv"
          >
            {t('forms.exportCsv')}
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={exporting === 'xlsx'}
            disabled={total === 0}
            onClick={() => void exportAs('xlsx')}
            data-testid="records-export-xlsx"
          >
            {t('forms.exportXlsx')}
          </Button>
        </span>
      </div>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('forms.recordsLoadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : rows.length === 0 ? (
        <div className="screen-empty" data-testid="records-empty">
          <p className="screen-muted">
            {isFiltered(filters) ? t('forms.noRecordsFiltered') : t('forms.noRecords')}
          </p>
          {isFiltered(filters) ? (
            <Button
              onClick={() => {
                setKeyword('');
                change({ ...DEFAULT_RECORD_FILTERS, websiteId: filters.websiteId, formId: filters.formId });
              }}
            >
              {t('forms.clearFilters')}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <p className="screen-muted" data-testid="records-total">
            {total === 1 ? t('forms.totalOne') : t('forms.total', { n: total })}
          </p>
          <DataTable
            rows={rows}
            rowKey={(r) => r.id}
            rowTestId={(r) => `record-row-${r.id}`}
            rowClassName={(r) => (r.is_read ? undefined : 'records-unread')}
            columns={columns}
            testId="records-table"
            className="records-table"
          />
          {total > PAGE_SIZE ? (
            <Pager page={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} testId="records-pager" />
          ) : null}
        </>
      )}

      {openId !== null ? (
        <Suspense fallback={null}>
          <RecordDrawer
            recordId={openId}
            people={people}
            meId={me?.id ?? null}
            onClose={() => setOpenId(null)}
            onOpen={setOpenId}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
