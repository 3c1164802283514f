import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The message centre's texts: a namespace this feature owns (see FeatureMessages). */
const en = {
  title: 'Messages',
  intro:
    'What happened while you worked: publishing results and certificates about to expire. Click a message to go where it can be acted on.',
  filter: 'Show',
  filterAll: 'All',
  filterUnread: 'Unread',
  filterRead: 'Read',
  unreadCount: '{n} unread',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  markedAllRead: 'All messages are marked read.',
  delete: 'Delete',
  deleteConfirm: 'Delete the message "{title}"?',
  deleteHint: 'Deleted messages cannot be restored.',
  deleted: 'Deleted.',
  unread: 'Unread',
  empty: 'No messages yet.',
  emptyUnread: 'No unread messages.',
  emptyRead: 'No read messages.',
  loadFailed: 'The messages could not be loaded.',
  refresh: 'Refresh',
} as const;

const zh: Catalog<typeof en> = {
  title: '消息中心',
  intro: '工作期间发生的事情：发布结果、即将过期的证书等。点击消息可前往处理的位置',
  filter: '显示',
  filterAll: '全部',
  filterUnread: '未读',
  filterRead: '已读',
  unreadCount: '{n} 条未读',
  markRead: '标为已读',
  markAllRead: '全部标为已读',
  markedAllRead: '所有消息已标为已读',
  delete: '删除',
  deleteConfirm: '确定删除消息“{title}”吗？',
  deleteHint: '删除后无法恢复',
  deleted: '已删除',
  unread: '未读',
  empty: '暂无消息',
  emptyUnread: '没有未读消息',
  emptyRead: '没有已读消息',
  loadFailed: '消息加载失败',
  refresh: '刷新',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    messages: typeof en;
  }
}

registerMessages('messages', { en, zh });

export const messagesMessages = { en, zh };
