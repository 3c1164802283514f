import type { HttpMethod } from './client.ts';

interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * Method and path of every call the admin makes, mirroring `userCalls`/`websiteCalls`/`pageCalls`/`templateCalls`/`websiteLanguageCalls`/`menuCalls`/`publishCalls`/`redirectCalls` (plus single calls) of
 * the contract (a test keeps them equal). Kept as plain strings so the browser bundle does not carry
 * the contract's zod schemas, which the client does not use.
 */
export const endpoints = {
  user: {
    login: { method: 'POST', path: '/api/user/login' },
    info: { method: 'GET', path: '/api/user/info' },
    account: { method: 'GET', path: '/api/user/account' },
    logout: { method: 'POST', path: '/api/user/logout' },
    changePassword: { method: 'POST', path: '/api/website/change_password' },
    messageCount: { method: 'GET', path: '/api/website/message-count' },
    formUnreadCount: { method: 'GET', path: '/api/form/record/company/not-read-count' },
  },
  website: {
    add: { method: 'POST', path: '/api/website/website-add' },
    edit: { method: 'PUT', path: '/api/website/website-edit' },
    info: { method: 'GET', path: '/api/website/website-info' },
    del: { method: 'DELETE', path: '/api/website/website-del' },
    list: { method: 'GET', path: '/api/website/website-list' },
  },
  // The page calls the page list uses; the editor's calls join when the editor does.
  page: {
    list: { method: 'GET', path: '/api/website/page' },
    detail: { method: 'GET', path: '/api/website/page-detail' },
    del: { method: 'DELETE', path: '/api/website/page' },
    create: { method: 'POST', path: '/api/website/page-detail' },
    settings: { method: 'GET', path: '/api/website/page-set' },
    saveSettings: { method: 'POST', path: '/api/website/page-set' },
    copy: { method: 'POST', path: '/api/website/copy-page' },
    saveElement: { method: 'POST', path: '/api/website/save-page-element' },
  },
  template: {
    list: { method: 'GET', path: '/api/website/template-list' },
    apply: { method: 'POST', path: '/api/website/website-apply-template' },
    layouts: { method: 'GET', path: '/api/website/template-page-layouts' },
  },
  websiteLanguage: {
    list: { method: 'GET', path: '/api/website/website-language' },
    add: { method: 'POST', path: '/api/website/website-language' },
  },
  menu: {
    edit: { method: 'GET', path: '/api/website/get-edit-page-menu' },
    save: { method: 'POST', path: '/api/website/save-menu' },
    del: { method: 'DELETE', path: '/api/website/del-menu' },
    exam: { method: 'POST', path: '/api/website/exam-menu' },
    language: { method: 'GET', path: '/api/website/get-language-menu' },
  },
  redirect: {
    list: { method: 'GET', path: '/api/website/redirect-rules' },
    save: { method: 'POST', path: '/api/website/redirect-rule' },
    del: { method: 'DELETE', path: '/api/website/redirect-rule' },
    import: { method: 'POST', path: '/api/website/redirect-rules/import' },
    export: { method: 'GET', path: '/api/website/redirect-rules/export' },
  },
  host: {
    list: { method: 'GET', path: '/api/website/host-list' },
    change: { method: 'POST', path: '/api/website/change-website-host' },
    saveSsl: { method: 'POST', path: '/api/website/ssl/save-ssl' },
    sslStatus: { method: 'POST', path: '/api/website/ssl/status' },
  },
  blockIp: {
    list: { method: 'GET', path: '/api/website/block_ips' },
    save: { method: 'POST', path: '/api/website/block_ips' },
    add: { method: 'POST', path: '/api/website/block_ip' },
    del: { method: 'DELETE', path: '/api/website/block_ip' },
  },
  geoRule: {
    list: { method: 'GET', path: '/api/website/geo-redirect-rules' },
    save: { method: 'POST', path: '/api/website/geo-redirect-rules' },
    del: { method: 'DELETE', path: '/api/website/geo-redirect-rules' },
  },
  publish: {
    publish: { method: 'POST', path: '/api/website/publish-website' },
    unpublish: { method: 'POST', path: '/api/website/un-publish-website' },
    previewLink: { method: 'POST', path: '/api/website/preview-link' },
  },
  media: {
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
  },
  upload: {
    file: { method: 'POST', path: '/api/upload/upload_file' },
    xlsx: { method: 'POST', path: '/api/upload/upload_xlsx' },
    zip: { method: 'POST', path: '/api/upload/upload_zip' },
    config: { method: 'GET', path: '/api/upload/config' },
  },
  // Single calls of the contract (initForCopyCall, pageTranslateCall) that have no call group.
  translation: {
    initForCopy: { method: 'POST', path: '/api/website/init_for_copy' },
    pageTranslate: { method: 'POST', path: '/api/website/page-translate' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
