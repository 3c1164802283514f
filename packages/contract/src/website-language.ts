import { z } from 'zod';
import { defineCall, Id } from './envelope.ts';
import { PAGE_WORK_ROLES } from './roles.ts';
import { SiteLang } from './page.ts';

/** One language of a website: the default is published at `/<path>`, the others at `/<lang>/<path>`. */
export const WebsiteLanguage = z.object({
  lang: z.string(),
  is_default: z.boolean(),
  position: z.number().int(),
  /** The version of this language's menu (save-menu sends it back). */
  menu_version: z.number().int(),
});
export type WebsiteLanguage = z.infer<typeof WebsiteLanguage>;

export const WebsiteLanguageList = z.object({ list: z.array(WebsiteLanguage) });
export type WebsiteLanguageList = z.infer<typeof WebsiteLanguageList>;

export const WebsiteLanguageBody = z.object({ website_id: Id, lang: SiteLang });
export type WebsiteLanguageBody = z.input<typeof WebsiteLanguageBody>;

export const websiteLanguageCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/website/website-language',
    query: z.object({ website_id: Id }),
    data: WebsiteLanguageList,
  }),
  /** Adds a language (with its system pages); adding one the website has changes nothing. */
  add: defineCall({
    method: 'POST',
    path: '/api/website/website-language',
    body: WebsiteLanguageBody,
    data: WebsiteLanguageList,
    // Adding a language creates its pages.
    roles: PAGE_WORK_ROLES,
  }),
};
