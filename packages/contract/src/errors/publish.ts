import type { ErrorTable } from './table.ts';

/** Publishing (302xx). */
export const publishErrors = {
  NO_DOMAIN: {
    code: 30204,
    status: 409,
    en: 'The website has no domain. Bind a domain or keep its fixed address in website settings, then publish again.',
    zh: '网站未绑定域名，请在网站设置中绑定域名后再发布',
  },
  DOMAIN_NOT_RESOLVING: {
    code: 30205,
    status: 409,
    en: 'The domain {domain} does not point to this service. Fix its DNS record or unbind it in website settings.',
    zh: '绑定的域名 {domain} 未解析到本服务，请在网站设置中检查域名解析或解除绑定',
  },
  CERTIFICATE_PROBLEM: {
    code: 30206,
    status: 409,
    en: 'HTTPS is required but the certificate of {domain} is missing, invalid or does not match it. Upload a valid certificate in website settings.',
    zh: '网站要求 HTTPS，但域名 {domain} 的证书缺失、无效或与域名不匹配，请在网站设置中上传有效证书',
  },
  WEBSITE_DISABLED: {
    code: 30209,
    status: 409,
    en: 'The website is disabled or has expired. Renew or enable it in website settings before publishing.',
    zh: '网站已停用或已过期，请在网站设置中续期或启用后再发布',
  },
  NO_HOME_PAGE: {
    code: 30212,
    status: 409,
    en: 'The website has no home page in {lang_name}. Give one of its pages an empty path in the page list, then publish again.',
    zh: '网站的{lang_label}没有首页，请在页面列表中把一个页面的路径设为空后再发布',
  },
  HOME_PAGE_NOT_PUBLISHED: {
    code: 30220,
    status: 409,
    en: 'The home page "{page_name}" is not published and not among the selected pages. Select it as well, or publish the whole site.',
    zh: '首页“{page_name}”尚未发布，也不在所选页面中，请一并勾选首页，或发布整个网站',
  },
  MENU_PAGE_EMPTY: {
    code: 30218,
    status: 409,
    en: 'The page "{page_name}" ({lang_name}) is in the menu but has no content. Add content to it or remove it from the menu.',
    zh: '菜单中的页面“{page_name}”（{lang_label}）没有内容，请编辑该页面或将其移出菜单',
  },
  LANGUAGE_WITHOUT_MENU: {
    code: 30219,
    status: 409,
    en: 'The language {lang_name} has no menu. Build its menu, or remove the language from the website.',
    zh: '网站的语言“{lang_label}”没有菜单，请为其添加菜单，或从网站中删除该语言',
  },
} as const satisfies ErrorTable;
