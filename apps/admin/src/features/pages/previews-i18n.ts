import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The search and share previews of page settings: a namespace this feature owns (see FeatureMessages). */
const en = {
  title: 'How this page shows elsewhere',
  search: 'Search result',
  share: 'Share card',
  noDescription: 'Search engines pick a passage of the page when there is no description.',
  noImage: 'No social image',
  count: '{count} / {max}: the length search results show (at most {limit})',
  titleLong: 'Longer than about {max} characters: search engines usually cut the rest.',
  descriptionLong: 'Longer than about {max} characters: search engines usually cut the rest.',
  titleFallback: 'Without an SEO title the page name, then the website’s default title, is used.',
} as const;

const zh: Catalog<typeof en> = {
  title: '页面在其他地方的显示效果',
  search: '搜索结果',
  share: '分享卡片',
  noDescription: '没有描述时，搜索引擎会从页面中选取一段文字',
  noImage: '未设置分享图片',
  count: '{count} / {max}：搜索结果显示的长度（最多 {limit}）',
  titleLong: '超过约 {max} 个字符，搜索引擎通常会截断其余部分',
  descriptionLong: '超过约 {max} 个字符，搜索引擎通常会截断其余部分',
  titleFallback: '未填写 SEO 标题时，使用页面名称，其次使用网站的默认标题',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    seoPreview: typeof en;
  }
}

registerMessages('seoPreview', { en, zh });

export const seoPreviewMessages = { en, zh };
