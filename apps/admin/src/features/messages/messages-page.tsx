import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { Message } from '@sitewright/contract';
import { useQueryClient } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessageCount } from '../../shared/api/messages/get-message-count.ts';
import { websiteQueryOptions } from '../../shared/api/websites/get-website.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { Pager } from '../../shared/ui/data-table/pager.tsx';
import { clampPage } from '../../shared/ui/data-table/pagination.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useDeleteMessages, useSetMessagesRead } from './api/change-messages.ts';
import { type MessageFilter, useMessages } from './api/get-messages.ts';
import { messageDestination } from './open-message.ts';
import './messages-page.css';
import './messages-i18n.ts';

const PAGE_SIZE = 20;

/** The message centre (spec §2 /user/message): the operator's messages, newest first. */
export function MessagesPage() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selected = useWebsiteStore((s) => s.website);
  const selectWebsite = useWebsiteStore((s) => s.select);
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, refetch } = useMessages({
    filter,
    page,
    pageSize: PAGE_SIZE,
  });
  const unread = useMessageCount().data?.not_read_count ?? 0;
  const markRead = useSetMessagesRead();
  const remove = useDeleteMessages();

  const messages = data?.list ?? [];
  const total = data?.total ?? 0;
  // After deleting the last message of the last page, show the page before it.
  const shownPage = clampPage(page, total, PAGE_SIZE);
  if (data && shownPage !== page) setPage(shownPage);

  async function open(message: Message) {
    if (!message.is_read) markRead.mutate([message.id]);
    const destination = messageDestination(message, selected?.website_id ?? null);
    if (!destination) return;
    if (destination.selectWebsite !== null) {
      try {
        selectWebsite(await queryClient.fetchQuery(websiteQueryOptions(destination.selectWebsite)));
      } catch {
        // The website is gone or out of reach; the client has said why.
        return;
      }
    }
    navigate(destination.path);
  }

  async function markAllRead() {
    try {
      await markRead.mutateAsync('all');
    } catch {
      return;
    }
    toastSuccess(t('messages.markedAllRead'));
  }

  async function deleteOne(message: Message) {
    try {
      await remove.mutateAsync([message.id]);
    } catch {
      return;
    }
    toastSuccess(t('messages.deleted'));
  }

  const now = Date.now();
  const columns: DataColumn<Message>[] = [
    {
      key: 'message',
      title: t('messages.title'),
      render: (message) => (
        <div className={message.is_read ? 'message-item' : 'message-item message-unread'}>
          <Badge status={message.is_read ? 'default' : 'processing'} />
          <div>
            <button
              type="button"
              className="message-title"
              onClick={() => void open(message)}
              data-testid="message-title"
            >
              {message.title}
            </button>
            {message.is_read ? null : (
              <Tag color="blue" className="message-unread-tag" data-testid="message-unread">
                {t('messages.unread')}
              </Tag>
            )}
            {message.body ? <p className="screen-muted message-body">{message.body}</p> : null}
          </div>
        </div>
      ),
    },
    {
      key: 'time',
      title: '',
      className: 'message-time',
      render: (message) => (
        <time dateTime={message.created_at} title={formatDateTime(new Date(message.created_at))}>
          {formatRelativeTime(message.created_at, now, lang)}
        </time>
      ),
    },
    {
      key: 'actions',
      title: '',
      className: 'data-table-actions',
      render: (message) => (
        <span className="message-actions">
          {message.is_read ? null : (
            <Button
              size="small"
              icon={<CheckOutlined />}
              onClick={() => markRead.mutate([message.id])}
              data-testid="message-mark-read"
            >
              {t('messages.markRead')}
            </Button>
          )}
          <ConfirmDelete
            label={t('messages.delete')}
            title={t('messages.deleteConfirm', { title: message.title })}
            description={t('messages.deleteHint')}
            onConfirm={() => deleteOne(message)}
            testId="message-delete"
            confirmTestId="message-delete-confirm"
          />
        </span>
      ),
    },
  ];

  const emptyText =
    filter === 'unread'
      ? t('messages.emptyUnread')
      : filter === 'read'
        ? t('messages.emptyRead')
        : t('messages.empty');

  return (
    <div className="screen" data-testid="messages">
      <header className="screen-header">
        <div>
          <h1>{t('messages.title')}</h1>
          <p className="screen-muted">{t('messages.intro')}</p>
        </div>
        <div className="messages-actions">
          <Button
            icon={<ReloadOutlined />}
            onClick={() => refetch()}
            loading={isFetching && !isPending}
            data-testid="messages-refresh"
          >
            {t('messages.refresh')}
          </Button>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables === 'all'}
            onClick={markAllRead}
            data-testid="messages-mark-all-read"
          >
            {t('messages.markAllRead')}
          </Button>
        </div>
      </header>

      <div className="messages-filter">
        <Segmented<MessageFilter>
          aria-label={t('messages.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('messages.filterAll') },
            { value: 'unread', label: t('messages.filterUnread') },
            { value: 'read', label: t('messages.filterRead') },
          ]}
          data-testid="messages-filter"
        />
        <span className="screen-muted" data-testid="messages-unread-count">
          {t('messages.unreadCount', { n: unread })}
        </span>
      </div>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('messages.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : messages.length === 0 ? (
        <div className="screen-empty" data-testid="messages-empty">
          <p className="screen-muted">{emptyText}</p>
        </div>
      ) : (
        <>
          <DataTable
            rows={messages}
            rowKey={(message) => message.id}
            rowTestId={(message) => `message-row-${message.id}`}
            columns={columns}
            testId="messages-table"
            className="messages-table"
          />
          {total > PAGE_SIZE ? (
            <Pager
              page={shownPage}
              pageSize={PAGE_SIZE}
              total={total}
              onChange={setPage}
              testId="messages-pager"
            />
          ) : null}
        </>
      )}
    </div>
  );
}
