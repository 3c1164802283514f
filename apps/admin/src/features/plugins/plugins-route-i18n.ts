import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/**
 * The plugin screens' route titles (one per plugin, keyed by the plugin) and the marketing tool's menu entry, known before the screens'
 * chunk loads (menu, tabs and document title).
 */
const en = {
  title: 'Third-party plugins',
  bdzz: 'Baidu webmaster',
  'google-indexing': 'Google Indexing',
  indexnow: 'IndexNow',
  verification: 'Verification tags',
  analytics: 'Analytics',
  marketingTool: 'Marketing tool',
  marketingToolHint: 'Cross-border marketing tool (opens in a new tab)',
} as const;

const zh: Catalog<typeof en> = {
  title: '第三方插件',
  bdzz: '百度站长',
  'google-indexing': 'Google 索引',
  indexnow: 'IndexNow',
  verification: '站点验证',
  analytics: '访问统计',
  marketingTool: '跨境营销工具',
  marketingToolHint: '跨境营销工具（在新标签页中打开）',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    pluginsRoute: typeof en;
  }
}

registerMessages('pluginsRoute', { en, zh });

export const pluginsRouteMessages = { en, zh };
