import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** Website settings → Brand: a namespace this feature owns (see FeatureMessages). */
const en = {
  tab: 'Brand',
  intro:
    'Your logos, icon and business details. The site header shows the logo and the footer the details wherever their own fields are left empty.',
  images: 'Logos and images',
  logo: 'Logo',
  logoHint: 'Shown in the site header on light backgrounds.',
  logoDark: 'Logo for dark backgrounds',
  logoDarkHint: 'Shown instead when the theme’s background is dark; the logo stands in when empty.',
  favicon: 'Favicon',
  faviconHint: 'The small icon browsers show in tabs and bookmarks. A square image works best.',
  socialImage: 'Social sharing image',
  socialImageHint: 'Shown when a page without a share image of its own is shared on social networks.',
  choose: 'Choose from media library',
  replace: 'Replace',
  remove: 'Remove',
  none: 'No image',
  business: 'Business details',
  businessHint: 'Used by the site footer and by the pages of templates you apply from now on.',
  companyName: 'Company name',
  companyNameHint: 'Empty: the website’s name is used.',
  tagline: 'Tagline',
  address: 'Address',
  phone: 'Phone',
  phoneHint: 'As visitors should read it, e.g. +44 20 7946 0000: digits, spaces and + ( ) - . / only.',
  phoneInvalid: 'Use digits, spaces and + ( ) - . / only.',
  email: 'E-mail',
  emailInvalid: 'Enter an e-mail address such as name@example.com.',
  save: 'Save brand',
  saved: 'Brand saved.',
} as const;

const zh: Catalog<typeof en> = {
  tab: '品牌',
  intro: '网站的标志、图标和企业信息。页头和页脚在自身字段留空时显示这里的标志和企业信息。',
  images: '标志与图片',
  logo: '标志',
  logoHint: '在浅色背景的页头中显示。',
  logoDark: '深色背景标志',
  logoDarkHint: '主题背景为深色时显示；留空时使用上面的标志。',
  favicon: '网站图标',
  faviconHint: '浏览器在标签页和书签中显示的小图标，建议使用正方形图片。',
  socialImage: '社交分享图片',
  socialImageHint: '没有单独分享图片的页面被分享到社交网络时显示。',
  choose: '从媒体库选择',
  replace: '更换',
  remove: '移除',
  none: '未设置图片',
  business: '企业信息',
  businessHint: '用于网站页脚，以及之后应用的模板页面。',
  companyName: '公司名称',
  companyNameHint: '留空时使用网站名称。',
  tagline: '标语',
  address: '地址',
  phone: '电话',
  phoneHint: '按访客阅读的格式填写，如 +86 10 1234 5678：仅限数字、空格和 + ( ) - . /。',
  phoneInvalid: '仅限数字、空格和 + ( ) - . /。',
  email: '电子邮箱',
  emailInvalid: '请输入有效的电子邮箱地址，如 name@example.com。',
  save: '保存品牌',
  saved: '品牌已保存。',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    brand: typeof en;
  }
}

registerMessages('brand', { en, zh });

export const brandMessages = { en, zh };
