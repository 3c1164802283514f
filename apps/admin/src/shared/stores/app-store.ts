import { COOKIES, type Lang } from '@sitewright/contract';
import { create } from 'zustand';
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
    writeCookie(COOKIES.language, language);
    applyDocumentLanguage(language);
    set({ language });
  },
  setDevice(device) {
    set({ device });
  },
}));
