import type { CollectionName, PluginKey } from '@sitewright/contract';

/** Paths of the screens that other code links to. */
// The website center is always reachable and is where website-less navigation lands.
export const WEBSITE_CENTER_PATH = '/system/web_manage';
export const LOGIN_PATH = '/login';
/** Spec §2 (public): where one-time sign-in links and invitations land. */
export const AUTH_REDIRECT_PATH = '/auth-redirect';
export const UNAUTHORIZED_PATH = '/401';
export const NOT_FOUND_PATH = '/404';
export const WEBSITE_HOME_PATH = '/page/empty';
export const WEBSITE_SETTINGS_PATH = '/page/web_set';
export const WEB_REDIRECT_SET_PATH = '/page/web_redirect_set';
export const CHANGE_PASSWORD_PATH = '/user/change_password';
/** The message centre (spec §2 /user/message), opened from the bell and the user dropdown. */
export const MESSAGE_CENTER_PATH = '/user/message';
export const USER_INDEX_PATH = '/user/index';
export const USER_ADD_PATH = '/user/add';
export const USER_EDIT_PATH = '/user/edit';
export const ROLE_INDEX_PATH = '/role/index';
export const AUDIT_LOG_PATH = '/user/audit';
/** Spec §2 /app/index: templates and plugins to buy. */
export const APP_CENTRE_PATH = '/app/index';
/** Spec §2 /order/index: the company's orders of the app centre. */
export const ORDER_INDEX_PATH = '/order/index';
/** The company's information (shown on receipts), from the user dropdown. */
export const COMPANY_INFO_PATH = '/user/company';
export const PAGE_INDEX_PATH = '/page/index';
export const PAGE_TEMPLATE_PATH = '/page/template';
export const ADD_LANGUAGE_PATH = '/page/add_language';
export const PAGE_MENU_PATH = '/page/menu';
export const MEDIA_LIST_PATH = '/media/list';
/** Spec §2 /redirect/:path*: passes straight on to /<path> with the same query (the tab refresh). */
export const REDIRECT_PATH = '/redirect/*';
/** The address that opens `fullPath` (pathname and query) anew. */
export function refreshPath(fullPath: string): string {
  return `/redirect${fullPath.startsWith('/') ? '' : '/'}${fullPath}`;
}
/** The page list with one page's settings open (spec §2: page_set/:id). */
export const PAGE_SETTINGS_PATH = '/page/page_set/:id';
export function pageSettingsPath(pageId: number): string {
  return `/page/page_set/${pageId}`;
}
/** The page editor (spec §2): /page_edit/{page_id}/{website_id}. */
export const PAGE_EDIT_PATH = '/page_edit/:pageId/:websiteId';
export function pageEditPath(pageId: number, websiteId: number): string {
  return `/page_edit/${pageId}/${websiteId}`;
}

/** A collection's item list and edit screen (spec §2: /news/index, /news/edit?id=, /product/…). */
export const NEWS_INDEX_PATH = '/news/index';
export const NEWS_EDIT_PATH = '/news/edit';
export const PRODUCT_INDEX_PATH = '/product/index';
export const PRODUCT_EDIT_PATH = '/product/edit';
export const FAQ_INDEX_PATH = '/faq/index';
export const FAQ_EDIT_PATH = '/faq/edit';
export const EXHIBITOR_INDEX_PATH = '/exhibitor/index';
export const EXHIBITOR_EDIT_PATH = '/exhibitor/edit';
export const EXHIBITOR_ADD_PATH = '/exhibitor/add';
export const EXHIBIT_ITEM_INDEX_PATH = '/exhibitor/item/index';
export const EXHIBIT_ITEM_EDIT_PATH = '/exhibitor/item/edit';
export const EXHIBIT_ITEM_ADD_PATH = '/exhibitor/item/add';
export function collectionListPath(name: CollectionName): string {
  return `${collectionBase(name)}/index`;
}
/**
 * The collections whose screens are not at `/<name>`: their definitions' `adminBase`, repeated here
 * because reading COLLECTIONS at run time would bring the contract's schemas into every screen's
 * bundle (paths.test.ts checks the two agree).
 */
export const COLLECTION_ADMIN_BASES: Partial<Record<CollectionName, string>> = {
  organizer: '/meeting/organizers',
  sponsor: '/meeting/sponsor',
  expert: '/meeting/experts',
  exhibit: '/exhibitor/item',
};
/** Where a collection's screens are: `/<name>`, or its definition's own place (`/meeting/experts`, `/exhibitor/item`). */
function collectionBase(name: CollectionName): string {
  return COLLECTION_ADMIN_BASES[name] ?? `/${name}`;
}
/** The edit screen of an item; without an id, a new one (with `lang`, a new item in that language). */
export function collectionEditPath(name: CollectionName, id?: number, lang?: string): string {
  const query = new URLSearchParams();
  if (id !== undefined) query.set('id', String(id));
  if (lang !== undefined) query.set('lang', lang);
  const qs = query.toString();
  return qs ? `${collectionBase(name)}/edit?${qs}` : `${collectionBase(name)}/edit`;
}
/** The categories and tags of the collections (spec §2, including the spec's own `type/index`). */
export const NEWS_TYPE_PATH = '/news/type/index';
export const NEWS_TAG_PATH = '/news/tag/index';
/** Meetings and the people and companies they link (spec §2 /meeting/…). */
export const MEETING_INDEX_PATH = '/meeting/index';
export const MEETING_EDIT_PATH = '/meeting/edit';
export const MEETING_TYPE_PATH = '/meeting/type/index';
export const MEETING_TAG_PATH = '/meeting/tag/index';
export const MEETING_ORGANIZERS_PATH = '/meeting/organizers/index';
export const MEETING_ORGANIZER_EDIT_PATH = '/meeting/organizers/edit';
export const MEETING_SPONSORS_PATH = '/meeting/sponsor/index';
export const MEETING_SPONSOR_EDIT_PATH = '/meeting/sponsor/edit';
export const MEETING_EXPERTS_PATH = '/meeting/experts/index';
export const MEETING_EXPERT_EDIT_PATH = '/meeting/experts/edit';
export const PRODUCT_TYPE_PATH = '/product/type/index';
export const PRODUCT_TAG_PATH = '/product/tag/index';
export const FAQ_TYPE_PATH = '/faq/type/index';
export const EXHIBITOR_TYPE_PATH = '/exhibitor/type/index';
/** An exhibitor's hall zones and the areas within them (spec §2). */
export const EXHIBITOR_ZONE_PATH = '/exhibitor/zone/index';
export const EXHIBITOR_AREA_PATH = '/exhibitor/area/index';
/** The website's product attributes (spec §2 /attribute/index). */
export const ATTRIBUTE_INDEX_PATH = '/attribute/index';

/** Inquiry forms (spec §2 /form): the form builder, one form's records, and the inquiry centre. */
export const FORM_LIST_PATH = '/form/form_list';
export const FORM_CENTER_PATH = '/form/form_center_list';
export const FORM_RECORDS_PATH = '/form/list/:form_id';
export function formRecordsPath(formId: number): string {
  return `/form/list/${formId}`;
}
/** The inquiry centre narrowed to one form of one website (form 0: every form of the website). */
export const FORM_INQUIRY_LIST_PATH = '/form/form_inquiry_list/:form_id/:website_id';
export function formInquiryListPath(formId: number, websiteId: number): string {
  return `/form/form_inquiry_list/${formId}/${websiteId}`;
}

/** Third-party plugins of the selected website (spec §2 /plugin/plugin-set). */
export const PLUGIN_SET_PATH = '/plugin/plugin-set';
/**
 * The settings screen of one plugin for one website (`:id` for the route itself): the contract's
 * PLUGIN_SETTINGS_PATHS follow this pattern, which is repeated here because reading the contract's
 * plugin module at run time would bring its schemas into the shell's bundle (paths.test.ts checks
 * the two agree).
 */
export function pluginSettingsPath(plugin: PluginKey, websiteId: number | ':id'): string {
  return `/plugin/plugin-${plugin}-set/${websiteId}`;
}

/** The company's payment accounts (spec §2 /pay/pay-set), from the user dropdown. */
export const PAY_SET_PATH = '/pay/pay-set';
/** Which account takes payments on the selected website, and its orders (spec §2 /pay/website-pay-set). */
export const WEBSITE_PAY_SET_PATH = '/pay/website-pay-set';
