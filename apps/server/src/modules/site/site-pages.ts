/**
 * The server's own answers on a site host when there is no page of the site to show. Each says
 * what happened in English and Chinese (the visitor's language is unknown to the site server), and
 * none names or hints at any other website.
 */
export type SiteNotice =
  | 'unknown-site'
  | 'not-published'
  | 'not-found'
  | 'blocked'
  | 'method-not-allowed'
  | 'link-expired'
  | 'too-many-requests';

const NOTICES: Record<SiteNotice, { status: number; en: [string, string]; zh: [string, string] }> = {
  'unknown-site': {
    status: 404,
    en: ['Site not found', 'No website is published at this address.'],
    zh: ['未找到网站', '此地址下没有已发布的网站。'],
  },
  'not-published': {
    status: 404,
    en: ['This website is not published', 'Its owner has not published it yet, or has taken it offline.'],
    zh: ['该网站尚未发布', '网站所有者尚未发布该网站，或已将其下线。'],
  },
  'not-found': {
    status: 404,
    en: ['Page not found', 'The page you asked for does not exist on this website.'],
    zh: ['页面不存在', '您访问的页面在本网站上不存在。'],
  },
  blocked: {
    status: 403,
    en: ['Access denied', 'This website does not accept visits from your network address.'],
    zh: ['禁止访问', '本网站不接受来自您网络地址的访问。'],
  },
  'link-expired': {
    status: 403,
    en: ['This preview link has expired', 'Ask for a new link, or sign in to see the draft.'],
    zh: ['预览链接已失效', '请索取新的链接，或登录后查看草稿。'],
  },
  'too-many-requests': {
    status: 429,
    en: ['Too many searches', 'Please wait a minute before searching again.'],
    zh: ['搜索过于频繁', '请稍等一分钟后再搜索。'],
  },
  'method-not-allowed': {
    status: 405,
    en: ['Method not allowed', 'Pages of this website can only be read.'],
    zh: ['不允许的请求方法', '本网站的页面只能读取。'],
  },
};

const rendered = new Map<SiteNotice, Buffer>();

export function noticeStatus(notice: SiteNotice): number {
  return NOTICES[notice].status;
}

export function noticeHtml(notice: SiteNotice): Buffer {
  let html = rendered.get(notice);
  if (!html) {
    const { en, zh } = NOTICES[notice];
    html = Buffer.from(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${en[0]} · ${zh[0]}</title><style>body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f7fa;color:#1f2937}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1.5rem;color:#4b5563}</style></head><body><main><h1>${en[0]}</h1><p>${en[1]}</p><h1 lang="zh">${zh[0]}</h1><p lang="zh">${zh[1]}</p></main></body></html>`,
    );
    rendered.set(notice, html);
  }
  return html;
}
