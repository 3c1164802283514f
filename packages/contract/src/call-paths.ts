/**
 * Method and path of every call the admin app makes, as plain data: `@sitewright/contract/paths`.
 * The browser imports this entry instead of the call definitions so its bundle carries no zod
 * schemas; the definitions are imported for their types only, so each entry still carries the
 * request and answer types of its call, and call-paths.test.ts keeps every method and path equal
 * to the definition's.
 */
import type { z } from 'zod';
import type { CallDef } from './envelope.ts';
import type { globalSectionCalls } from './global-section.ts';
import type { hostCalls } from './host.ts';
import type { uploadCalls } from './media.ts';
import type { mediaLibraryCalls } from './media-library.ts';
import type { initForCopyCall, menuCalls } from './menu.ts';
import type { pageCalls, pageTranslateCall } from './page.ts';
import type { publishCalls } from './publish.ts';
import type { redirectCalls } from './redirect.ts';
import type { blockIpCalls, geoRuleCalls } from './site-access.ts';
import type { templateCalls } from './template.ts';
import type { userCalls } from './user.ts';
import type { websiteCalls } from './website.ts';
import type { websiteLanguageCalls } from './website-language.ts';

type Method = CallDef<undefined, undefined, z.ZodType>['method'];

/**
 * One call as the browser makes it. `Query` and `Body` are what the request may carry (the
 * schemas' input), `Data` what a successful answer's `data` holds (the schema's output).
 */
export interface CallPath<Query = unknown, Body = unknown, Data = unknown> {
  readonly method: Method;
  readonly path: string;
  /** Never set at run time: it only carries the types. */
  readonly types?: { query: Query; body: Body; data: Data };
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The browser's view of a contract call definition. */
export type PathOf<C> =
  C extends CallDef<infer Q, infer B, infer R> ? CallPath<Input<Q>, Input<B>, z.output<R>> : never;

/** The request body a call takes. */
export type BodyOf<C> = C extends CallPath<unknown, infer B, unknown> ? B : never;
/** The query a call takes. */
export type QueryOf<C> = C extends CallPath<infer Q, unknown, unknown> ? Q : never;
/** What a successful answer of the call holds in `data`. */
export type DataOf<C> = C extends CallPath<unknown, unknown, infer D> ? D : never;

/** Types a group of plain method+path entries as the group of call definitions it mirrors. */
function group<G>(paths: { readonly [K in keyof G]: { method: Method; path: string } }): {
  readonly [K in keyof G]: PathOf<G[K]>;
} {
  return paths as { readonly [K in keyof G]: PathOf<G[K]> };
}

export const calls = {
  user: group<typeof userCalls>({
    login: { method: 'POST', path: '/api/user/login' },
    info: { method: 'GET', path: '/api/user/info' },
    account: { method: 'GET', path: '/api/user/account' },
    logout: { method: 'POST', path: '/api/user/logout' },
    changePassword: { method: 'POST', path: '/api/website/change_password' },
    messageCount: { method: 'GET', path: '/api/website/message-count' },
    formUnreadCount: { method: 'GET', path: '/api/form/record/company/not-read-count' },
  }),
  website: group<typeof websiteCalls>({
    add: { method: 'POST', path: '/api/website/website-add' },
    edit: { method: 'PUT', path: '/api/website/website-edit' },
    info: { method: 'GET', path: '/api/website/website-info' },
    del: { method: 'DELETE', path: '/api/website/website-del' },
    list: { method: 'GET', path: '/api/website/website-list' },
  }),
  page: group<typeof pageCalls>({
    list: { method: 'GET', path: '/api/website/page' },
    detail: { method: 'GET', path: '/api/website/page-detail' },
    del: { method: 'DELETE', path: '/api/website/page' },
    create: { method: 'POST', path: '/api/website/page-detail' },
    settings: { method: 'GET', path: '/api/website/page-set' },
    saveSettings: { method: 'POST', path: '/api/website/page-set' },
    copy: { method: 'POST', path: '/api/website/copy-page' },
    saveElement: { method: 'POST', path: '/api/website/save-page-element' },
  }),
  globalSection: group<typeof globalSectionCalls>({
    get: { method: 'GET', path: '/api/website/global-sections' },
    save: { method: 'POST', path: '/api/website/save-global-section' },
  }),
  template: group<typeof templateCalls>({
    list: { method: 'GET', path: '/api/website/template-list' },
    apply: { method: 'POST', path: '/api/website/website-apply-template' },
    layouts: { method: 'GET', path: '/api/website/template-page-layouts' },
  }),
  websiteLanguage: group<typeof websiteLanguageCalls>({
    list: { method: 'GET', path: '/api/website/website-language' },
    add: { method: 'POST', path: '/api/website/website-language' },
  }),
  menu: group<typeof menuCalls>({
    edit: { method: 'GET', path: '/api/website/get-edit-page-menu' },
    save: { method: 'POST', path: '/api/website/save-menu' },
    del: { method: 'DELETE', path: '/api/website/del-menu' },
    exam: { method: 'POST', path: '/api/website/exam-menu' },
    language: { method: 'GET', path: '/api/website/get-language-menu' },
  }),
  redirect: group<typeof redirectCalls>({
    list: { method: 'GET', path: '/api/website/redirect-rules' },
    save: { method: 'POST', path: '/api/website/redirect-rule' },
    del: { method: 'DELETE', path: '/api/website/redirect-rule' },
    import: { method: 'POST', path: '/api/website/redirect-rules/import' },
    export: { method: 'GET', path: '/api/website/redirect-rules/export' },
  }),
  host: group<typeof hostCalls>({
    list: { method: 'GET', path: '/api/website/host-list' },
    change: { method: 'POST', path: '/api/website/change-website-host' },
    saveSsl: { method: 'POST', path: '/api/website/ssl/save-ssl' },
    sslStatus: { method: 'POST', path: '/api/website/ssl/status' },
  }),
  blockIp: group<typeof blockIpCalls>({
    list: { method: 'GET', path: '/api/website/block_ips' },
    save: { method: 'POST', path: '/api/website/block_ips' },
    add: { method: 'POST', path: '/api/website/block_ip' },
    del: { method: 'DELETE', path: '/api/website/block_ip' },
  }),
  geoRule: group<typeof geoRuleCalls>({
    list: { method: 'GET', path: '/api/website/geo-redirect-rules' },
    save: { method: 'POST', path: '/api/website/geo-redirect-rules' },
    del: { method: 'DELETE', path: '/api/website/geo-redirect-rules' },
  }),
  publish: group<typeof publishCalls>({
    publish: { method: 'POST', path: '/api/website/publish-website' },
    unpublish: { method: 'POST', path: '/api/website/un-publish-website' },
    previewLink: { method: 'POST', path: '/api/website/preview-link' },
  }),
  media: group<typeof mediaLibraryCalls>({
    files: { method: 'GET', path: '/api/media/files' },
    folders: { method: 'GET', path: '/api/media/folders' },
    createFolder: { method: 'POST', path: '/api/media/folder' },
    renameFolder: { method: 'POST', path: '/api/media/folder/rename' },
    moveFolder: { method: 'POST', path: '/api/media/folder/move' },
    deleteFolder: { method: 'DELETE', path: '/api/media/folder' },
    renameFile: { method: 'POST', path: '/api/media/file/rename' },
    setAlt: { method: 'POST', path: '/api/media/file/alt' },
    moveFiles: { method: 'POST', path: '/api/media/files/move' },
    deleteFiles: { method: 'POST', path: '/api/media/files/delete' },
    usage: { method: 'GET', path: '/api/media/usage' },
  }),
  upload: group<typeof uploadCalls>({
    file: { method: 'POST', path: '/api/upload/upload_file' },
    xlsx: { method: 'POST', path: '/api/upload/upload_xlsx' },
    zip: { method: 'POST', path: '/api/upload/upload_zip' },
    config: { method: 'GET', path: '/api/upload/config' },
  }),
  // Single calls of the contract that belong to no call group.
  translation: group<{ initForCopy: typeof initForCopyCall; pageTranslate: typeof pageTranslateCall }>({
    initForCopy: { method: 'POST', path: '/api/website/init_for_copy' },
    pageTranslate: { method: 'POST', path: '/api/website/page-translate' },
  }),
};
