import { pluginTexts } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { pluginsMessages } from './plugins-i18n.ts';
import { pluginsRouteMessages } from './plugins-route-i18n.ts';

describe('the plugin screens’ own texts', () => {
  it('have every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(pluginsMessages.en, pluginsMessages.zh)).toEqual([]);
    expect(catalogProblems(pluginsRouteMessages.en, pluginsRouteMessages.zh)).toEqual([]);
  });

  it('answer through the app’s translate function in both languages', () => {
    expect(translate('en', 'plugins.usedToday', { used: 3, quota: 200 })).toBe('3 of 200 used today');
    expect(translate('zh', 'plugins.saved')).toBe(pluginsMessages.zh.saved);
    expect(translate('en', 'pluginsRoute.title')).toBe('Third-party plugins');
    expect(translate('zh', 'pluginsRoute.marketingTool')).toBe('跨境营销工具');
  });

  it('title each settings screen with the plugin’s own name', () => {
    for (const [plugin, texts] of Object.entries(pluginTexts)) {
      const key = plugin as keyof typeof pluginTexts;
      expect(pluginsRouteMessages.en[key]).toBe(texts.name.en);
      expect(pluginsRouteMessages.zh[key]).toBe(texts.name.zh);
    }
  });
});
