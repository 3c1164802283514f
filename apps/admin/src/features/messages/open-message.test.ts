import { describe, expect, it } from 'vitest';
import { messageDestination } from './open-message.ts';

describe('messageDestination', () => {
  it('selects the message’s website before following its link when another one is selected', () => {
    expect(messageDestination({ link: '/page/web_set', website_id: 7 }, 3)).toEqual({
      selectWebsite: 7,
      path: '/page/web_set',
    });
    expect(messageDestination({ link: '/page/index', website_id: 7 }, null)).toEqual({
      selectWebsite: 7,
      path: '/page/index',
    });
  });

  it('keeps the selection when the message is about the selected website or none', () => {
    expect(messageDestination({ link: '/page/index', website_id: 7 }, 7)?.selectWebsite).toBeNull();
    expect(messageDestination({ link: '/system/web_manage', website_id: null }, 7)?.selectWebsite).toBeNull();
  });

  it('leads nowhere without a link or with one outside the back office', () => {
    expect(messageDestination({ link: '', website_id: 7 }, 7)).toBeNull();
    expect(messageDestination({ link: '//evil.example/x', website_id: null }, null)).toBeNull();
    expect(messageDestination({ link: 'https://evil.example/', website_id: null }, null)).toBeNull();
    expect(messageDestination({ link: '/\\evil.example', website_id: null }, null)).toBeNull();
  });
});
