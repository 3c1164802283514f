import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { messagesMessages } from './messages-i18n.ts';

describe('the message centre’s own texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(messagesMessages.en, messagesMessages.zh)).toEqual([]);
  });

  it('answers through the app’s translate function in both languages', () => {
    expect(translate('en', 'messages.unreadCount', { n: 3 })).toBe('3 unread');
    expect(translate('zh', 'messages.unreadCount', { n: 3 })).toBe('3 条未读');
  });
});
