import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { attributesMessages } from './attributes-i18n.ts';
import { attributesRouteMessages } from './attributes-route-i18n.ts';

describe('the attribute screen’s texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(attributesMessages.en, attributesMessages.zh)).toEqual([]);
    expect(catalogProblems(attributesRouteMessages.en, attributesRouteMessages.zh)).toEqual([]);
  });

  it('answers through the app’s translate function in both languages', () => {
    expect(translate('en', 'attributes.deleteHint', { n: 3 })).toBe(
      '3 products lose their value for it. This cannot be undone.',
    );
    expect(translate('zh', 'attributes.kindMulti')).toBe('多选');
  });
});
