import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { actionName, changesText, targetsText } from './audit-format.ts';
import { auditMessages } from './audit-i18n.ts';
import { auditRouteMessages } from './audit-route-i18n.ts';

describe('the audit log screen', () => {
  it('names known calls in both languages and shows others as method and path', () => {
    expect(actionName('website.edit', 'en')).toBe('Changed website settings');
    expect(actionName('website.edit', 'zh')).toBe('修改网站设置');
    expect(actionName('POST /api/website/new-thing', 'zh')).toBe('POST /api/website/new-thing');
  });

  it('lists the website and ids an entry names', () => {
    expect(targetsText({ website_id: 3, target_ids: { id: 5, ids: [1, 2] } }, (id) => `website ${id}`)).toBe(
      'website 3; id 5; ids 1, 2',
    );
    expect(targetsText({ website_id: null, target_ids: {} }, String)).toBe('');
  });

  it('shows new values, and fields whose value was not kept by name', () => {
    expect(
      changesText([
        { field: 'name', value: 'Shop' },
        { field: 'password', value: '[redacted]' },
        { field: 'theme', value: null },
        { field: 'seo.title', value: '' },
      ]),
    ).toBe('name → Shop; password → [redacted]; theme; seo.title → ""');
  });

  it('shows old and new values when the entry knows both', () => {
    expect(
      changesText([
        { field: 'name', before: 'Old', value: 'New' },
        { field: 'seo.title', before: '', value: 'Home' },
        { field: 'theme.colors', before: null, value: null },
      ]),
    ).toBe('name: Old → New; seo.title: "" → Home; theme.colors: … → …');
  });

  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(auditMessages.en, auditMessages.zh)).toEqual([]);
    expect(catalogProblems(auditRouteMessages.en, auditRouteMessages.zh)).toEqual([]);
    expect(translate('zh', 'auditRoute.title')).toBe('操作日志');
  });
});
