/** Role strings exactly as spec §2 names them (including the spec's own `news.type.inex`). */
export const ROLES = {
  admin: 'admin',
  pageSet: 'page.page.page_set',
  pageMenu: 'page.menu',
  pageWebSet: 'page.web_set',
  webManage: 'system.web_manage',
  mediaList: 'media.list',
  formList: 'form.form_list',
  exhibitorIndex: 'exhibitor.index',
  exhibitorType: 'exhibitor.type.index',
  exhibitorZone: 'exhibitor.zone.index',
  exhibitorArea: 'exhibitor.area.index',
  newsIndex: 'news.index',
  newsType: 'news.type.inex',
  newsTag: 'news.tag.index',
  productIndex: 'product.index',
  productType: 'product.type.index',
  productTag: 'product.tag.index',
  faqIndex: 'faq.index',
  faqType: 'faq.type.index',
  meetingIndex: 'meeting.index',
  meetingType: 'meeting.type.index',
  meetingTag: 'meeting.tag.index',
  meetingSponsor: 'meeting.sponsor.index',
  meetingExperts: 'meeting.experts.index',
  meetingHost: 'meeting.host.index',
  orderIndex: 'order.index',
  paySet: 'pay.set',
  websitePaySet: 'pay.website.pay_set',
  pluginSet: 'plugin.set',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * Whether an operator holding `held` may use a feature gated by `required` (spec §5, §6: `admin`
 * passes everything, otherwise any one of the listed roles will do).
 */
export function rolesAllow(held: Iterable<string>, required: readonly string[]): boolean {
  const mine = new Set(held);
  return mine.has(ROLES.admin) || required.some((role) => mine.has(role));
}

/** The same calls, callable only by operators whose roles allow `roles` (unless a call names its own). */
export function gatedCalls<T extends Record<string, { roles?: readonly string[] }>>(
  roles: readonly Role[],
  calls: T,
): T {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, { roles, ...call }])) as T;
}

/**
 * Pages and the menu are worked on from three screens with different roles: the page list
 * (page.page.page_set), menu management (page.menu) and the page editor (system.web_manage); any
 * of them opens the page and menu calls.
 */
export const PAGE_WORK_ROLES: readonly Role[] = [ROLES.pageSet, ROLES.pageMenu, ROLES.webManage];

/** Every role except `admin`: what a fully licensed operator holds. */
export const ALL_FEATURE_ROLES: Role[] = Object.values(ROLES).filter((r) => r !== ROLES.admin);
