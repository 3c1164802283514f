/** The page editor's constants of spec §9. */

/** How long after the last change the draft is saved. */
export const AUTOSAVE_INTERVAL_MS = 500;
/** How long the auto-save message stays. */
export const AUTO_SAVE_MESSAGE_MS = 2000;
/** Undo history depth: this many steps back from the newest state. */
export const UNDO_STEPS = 20;
/** The phone-preview QR code is drawn this long after entering the editor, at this size. */
export const QR_DELAY_MS = 3000;
export const QR_SIZE_PX = 200;
/** Width the phone view lays the page out at. */
export const MOBILE_WIDTH_PX = 390;
/** Width the PC view lays the page out at (scaled down to fit a smaller editor). */
export const DESKTOP_WIDTH_PX = 1280;
/** Edits closer together than this are turned into the page document once, after the last. */
export const CHANGE_SETTLE_MS = 50;
