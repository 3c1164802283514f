import { COOKIES, type Lang } from '@sitewright/contract';
import { create } from 'zustand';
import { languageLoaded, loadLanguage } from '../i18n/load-language.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import {
  type ComponentSize,
  DEFAULT_DEVICE,
  type Device,
  htmlLang,
  parseLanguage,
  parseSidebarOpened,
  parseSize,
} from './preferences.ts';

/** App preferences (spec §3): sidebar, size, language and device; each action persists its own cookie. */
export interface AppState {
  sidebarOpened: boolean;
  size: ComponentSize;
  language: Lang;
  device: Device;
  toggleSidebar(): void;
  setSidebarOpened(opened: boolean): void;
  setSize(size: ComponentSize): void;
  setLanguage(language: Lang): void;
  setDevice(device: Device): void;
}

function applyDocumentLanguage(language: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}

const initialLanguage = parseLanguage(readCookie(COOKIES.language));
applyDocumentLanguage(initialLanguage);

/** The language asked for last: a slower load of one asked for before it does not win. */
let wantedLanguage: Lang = initialLanguage;

/** Resolves when the language of the session's cookie is loaded; main.tsx renders after it. */
export const initialLanguageReady: Promise<void> = loadLanguage(initialLanguage).catch(() => {});

export const useAppStore = create<AppState>()((set, get) => ({
  sidebarOpened: parseSidebarOpened(readCookie(COOKIES.sidebar)),
  size: parseSize(readCookie(COOKIES.size)),
  language: initialLanguage,
  device: DEFAULT_DEVICE,
  toggleSidebar() {
    get().setSidebarOpened(!get().sidebarOpened);
  },
  setSidebarOpened(opened) {
    writeCookie(COOKIES.sidebar, opened ? '1' : '0');
    set({ sidebarOpened: opened });
  },
  setSize(size) {
    writeCookie(COOKIES.size, size);
    set({ size });
  },
  setLanguage(language) {
    wantedLanguage = language;
    const apply = () => {
      if (wantedLanguage !== language) return;
      writeCookie(COOKIES.language, language);
      applyDocumentLanguage(language);
      set({ language });
    };
    // Chinese texts are a chunk of their own: switch once they are there, all at once.
    if (languageLoaded(language)) apply();
    else loadLanguage(language).then(apply, () => {});
  },
  setDevice(device) {
    set({ device });
  },
}));
