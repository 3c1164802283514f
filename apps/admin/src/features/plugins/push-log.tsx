import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { type PluginPush, type PushPluginKey, pluginPushMessages } from '@sitewright/contract';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { type MessageKey, useLanguage, useT } from '../../shared/i18n/index.ts';
import { thousands } from '../../shared/lib/number-format.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { Pager } from '../../shared/ui/data-table/pager.tsx';
import { usePushLog } from './api/get-push-log.ts';
import { PushStatusTag } from './push-status-tag.tsx';
import { engineAnswer, pushLogRefreshMs } from './push-log-view.ts';

const PAGE_SIZE = 20;

const TRIGGER_TEXT: Record<PluginPush['trigger'], MessageKey> = {
  publish: 'plugins.triggerPublish',
  unpublish: 'plugins.triggerUnpublish',
  items: 'plugins.triggerItems',
};

/** The URLs of a push, folded: the count, and the listed ones on request. */
function PushUrls({ push }: { push: PluginPush }) {
  const t = useT();
  const count =
    push.url_count === 1 ? t('plugins.urlCountOne') : t('plugins.urlCount', { n: push.url_count });
  if (push.urls.length === 0) return <span data-testid="push-url-count">{count}</span>;
  return (
    <details className="push-urls">
      <summary data-testid="push-url-count">{count}</summary>
      <ul>
        {push.urls.map((url) => (
          <li key={url}>
            <code>{url}</code>
          </li>
        ))}
      </ul>
      {push.url_count > push.urls.length ? (
        <p className="screen-muted">{t('plugins.urlsFirst', { shown: push.urls.length })}</p>
      ) : null}
    </details>
  );
}

/** What the engine said: the outcome in words, and its own answer beside it. */
function PushOutcome({ push }: { push: PluginPush }) {
  const t = useT();
  const lang = useLanguage();
  const answer = engineAnswer(push);
  return (
    <div className="push-outcome">
      {push.outcome ? <span data-testid="push-outcome">{pluginPushMessages[push.outcome][lang]}</span> : null}
      {answer ? (
        <span className="screen-muted push-answer" data-testid="push-answer">
          {t('plugins.answer', { answer })}
        </span>
      ) : null}
    </div>
  );
}

/** A push plugin's pushes, newest first, refreshed while one is under way. */
export function PushLogSection({ websiteId, plugin }: { websiteId: number; plugin: PushPluginKey }) {
  const t = useT();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching, refetch } = usePushLog({
    websiteId,
    plugin,
    page,
    pageSize: PAGE_SIZE,
  });
  const now = Date.now();

  const columns: DataColumn<PluginPush>[] = [
    {
      key: 'time',
      title: t('plugins.time'),
      className: 'push-col-time',
      cellTestId: 'push-time',
      render: (push) => (
        <span title={formatDateTime(new Date(push.created_at))}>
          {formatRelativeTime(push.created_at, now, lang)}
        </span>
      ),
    },
    { key: 'trigger', title: t('plugins.trigger'), render: (push) => t(TRIGGER_TEXT[push.trigger]) },
    {
      key: 'action',
      title: t('plugins.action'),
      render: (push) => (push.action === 'deleted' ? t('plugins.actionDeleted') : t('plugins.actionUpdated')),
    },
    { key: 'urls', title: t('plugins.urls'), render: (push) => <PushUrls push={push} /> },
    { key: 'status', title: t('plugins.status'), render: (push) => <PushStatusTag status={push.status} /> },
    { key: 'outcome', title: t('plugins.outcome'), render: (push) => <PushOutcome push={push} /> },
    {
      key: 'quota',
      title: t('plugins.quotaLeftColumn'),
      cellTestId: 'push-quota-left',
      render: (push) => (push.quota_left === null ? '' : thousands(push.quota_left)),
    },
    {
      key: 'attempts',
      title: t('plugins.attempts'),
      cellTestId: 'push-attempts',
      render: (push) => push.attempts,
    },
  ];

  return (
    <section className="push-log" aria-labelledby="push-log-title" data-testid="push-log">
      <header className="push-log-header">
        <h2 id="push-log-title">{t('plugins.logTitle')}</h2>
        {pushLogRefreshMs(data) ? (
          <span className="screen-muted" aria-live="polite" data-testid="push-log-updating">
            {t('plugins.logUpdating')}
          </span>
        ) : null}
        <Button
          size="small"
          icon={<ReloadOutlined />}
          onClick={() => refetch()}
          loading={isFetching && !isPending}
          data-testid="push-log-refresh"
        >
          {t('plugins.refresh')}
        </Button>
      </header>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !data || data.list.length === 0 ? (
        <p className="screen-muted" data-testid="push-log-empty">
          {t('plugins.logEmpty')}
        </p>
      ) : (
        <>
          <DataTable
            rows={data.list}
            rowKey={(push) => push.id}
            rowTestId={(push) => `push-row-${push.id}`}
            columns={columns}
            testId="push-table"
            className="push-table"
          />
          {data.total > PAGE_SIZE ? (
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
          ) : null}
        </>
      )}
    </section>
  );
}
