import { type Catalog, registerMessages } from '../i18n/index.ts';

/** The texts of the link picker and every link field: a namespace the link picker owns. */
const en = {
  title: 'Link to',
  choose: 'Choose where it leads',
  remove: 'Remove the link',
  field: 'Link',
  kindPage: 'Page',
  kindItem: 'Item',
  kindAnchor: 'Section',
  kindFile: 'File',
  kindEmail: 'E-mail',
  kindPhone: 'Phone',
  kindWeb: 'Web address',
  describePage: 'Page: {name}',
  describeItem: '{collection}: {name}',
  describeAnchor: 'Section: {anchor}',
  describeAnchorOn: 'Section: {anchor} on {page}',
  describeFile: 'File: {name}',
  describeEmail: 'E-mail: {address}',
  describePhone: 'Phone: {number}',
  describeWeb: 'Web address: {url}',
  describePath: 'Address: {path}',
  language: 'Language',
  searchPages: 'Search pages by name or address',
  noPages: 'No page matches.',
  collection: 'Kind of item',
  searchItems: 'Search {many}',
  noItems: 'No item matches.',
  notPublished: 'not published yet',
  anchorPage: 'Choose the page',
  thisPage: 'This page',
  anchorsNone:
    'No named sections on this page yet. Give a section an anchor name in its settings, or type one below.',
  anchorTyped: 'Anchor name, e.g. opening-hours',
  fileHelp: 'Visitors open or download the file: a price list, a brochure, a video.',
  fileChoose: 'Choose a file from the media library',
  emailLabel: 'E-mail address',
  emailInvalid: 'Enter an e-mail address such as name@example.com.',
  phoneLabel: 'Phone number',
  phoneInvalid: 'Enter a phone number: digits, with + and the country code if you like.',
  webLabel: 'Address of another website',
  webInvalid: 'Enter an address such as https://example.com.',
  use: 'Use this link',
} as const;

const zh: Catalog<typeof en> = {
  title: '链接到',
  choose: '选择链接目标',
  remove: '移除链接',
  field: '链接',
  kindPage: '页面',
  kindItem: '内容条目',
  kindAnchor: '区块锚点',
  kindFile: '文件',
  kindEmail: '电子邮件',
  kindPhone: '电话',
  kindWeb: '网址',
  describePage: '页面：{name}',
  describeItem: '{collection}：{name}',
  describeAnchor: '区块：{anchor}',
  describeAnchorOn: '区块：{page} 的 {anchor}',
  describeFile: '文件：{name}',
  describeEmail: '电子邮件：{address}',
  describePhone: '电话：{number}',
  describeWeb: '网址：{url}',
  describePath: '地址：{path}',
  language: '语言',
  searchPages: '按名称或地址搜索页面',
  noPages: '没有匹配的页面',
  collection: '条目类型',
  searchItems: '搜索{many}',
  noItems: '没有匹配的条目',
  notPublished: '尚未发布',
  anchorPage: '选择页面',
  thisPage: '本页',
  anchorsNone: '本页还没有命名的区块。请在区块设置中填写锚点名称，或在下方输入。',
  anchorTyped: '锚点名称，例如 opening-hours',
  fileHelp: '访客可打开或下载该文件：价目表、宣传册、视频等。',
  fileChoose: '从媒体库选择文件',
  emailLabel: '电子邮件地址',
  emailInvalid: '请输入电子邮件地址，例如 name@example.com',
  phoneLabel: '电话号码',
  phoneInvalid: '请输入电话号码：数字，可带 + 和国家区号',
  webLabel: '其他网站的地址',
  webInvalid: '请输入地址，例如 https://example.com',
  use: '使用此链接',
};

declare module '../i18n/types.ts' {
  interface FeatureMessages {
    linkPicker: typeof en;
  }
}

registerMessages('linkPicker', { en, zh });

export const linkPickerMessages = { en, zh };
