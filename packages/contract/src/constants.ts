/** Business constants of spec §9. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const TOAST_MS = 5_000;
export const BADGE_MAX = 99;
export const WEBSITE_LIST_PAGE_SIZE = 999;
export const HEADER_HEIGHT_PX = 60;
export const SIDEBAR_WIDTH_PX = 230;
export const MENU_MAX_DEPTH = 3;
export const EDITOR_MAX_WORDS = 10_000;
export const EDITOR_MESSAGE_MS = 4_000;
/** Editor hover sub-menus open this long after the pointer arrives and close this long after it leaves. */
export const EDITOR_SUBMENU_SHOW_DELAY_MS = 250;
export const EDITOR_SUBMENU_HIDE_DELAY_MS = 400;
/**
 * Spec §9 "drag edge tolerance 5 px": in a rich-text table the pointer within this many px of a
 * cell's side grabs that column border, to drag the column wider or narrower.
 */
export const EDITOR_TABLE_BORDER_TOLERANCE_PX = 5;
/**
 * Spec §9 "drag selection delay 360 ms": two presses on the same column border at most this far
 * apart are a double-click, which clears the table's column widths so its columns even out again.
 */
export const EDITOR_TABLE_BORDER_DOUBLE_CLICK_MS = 360;

/** Login abuse limit: failures per account (and per IP) inside the window. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Largest JSON body the API accepts (bytes); bigger answers 413. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Session lifetime. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Cookie names shared by server and client (spec §3: admin token and company). */
export const COOKIES = {
  token: 'sw_admin_token',
  company: 'sw_company',
  sidebar: 'sidebarStatus',
  size: 'size',
  language: 'language',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The back-office screen a password-reset mail links to, with `?token=…` (spec §2 /forget). */
export const RESET_LINK_PATH = '/forget';
/** How long a password-reset link from the mail stays good. */
export const RESET_LINK_TTL_MINUTES = 30;

// Kept here, not in template.ts: collection.ts needs it, and template.ts imports payment.ts, which
// imports collection.ts (a cycle at module start).
/** Where the server serves the templates' demo images (`/template-assets/<file>`). */
export const TEMPLATE_ASSETS_PATH = '/template-assets';
