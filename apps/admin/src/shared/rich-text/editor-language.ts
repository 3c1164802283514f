import type { Lang } from '@sitewright/contract';
import { useCallback } from 'react';
import { create } from 'zustand';
import { translate } from '../i18n/translate.ts';
import type { MessageKey, MessageVars } from '../i18n/types.ts';
import { storage } from '../lib/storage.ts';

/** Spec §9: the editor's own default language is zh, whatever the app speaks. */
export const EDITOR_DEFAULT_LANGUAGE: Lang = 'zh';
const STORAGE_KEY = 'richTextLanguage';

function parseEditorLanguage(value: string | null): Lang {
  return value === 'en' || value === 'zh' ? value : EDITOR_DEFAULT_LANGUAGE;
}

interface EditorLanguageState {
  language: Lang;
  setLanguage(language: Lang): void;
}

export const useEditorLanguageStore = create<EditorLanguageState>()((set) => ({
  language: parseEditorLanguage(storage.get(STORAGE_KEY)),
  setLanguage(language) {
    storage.set(STORAGE_KEY, language);
    set({ language });
  },
}));

type Leaf<K> = K extends `richText.${infer R}` ? R : never;
/** A key inside the `richText` messages, e.g. `bold` or `messages.loadError`. */
export type RichTextKey = Leaf<MessageKey>;
export type RichTextT = (key: RichTextKey, vars?: MessageVars) => string;

export function richTextT(language: Lang): RichTextT {
  return (key, vars) => translate(language, `richText.${key}` as MessageKey, vars);
}

/** The editor's translate function in the editor's language (not the app's). */
export function useRichTextT(): { t: RichTextT; language: Lang } {
  const language = useEditorLanguageStore((s) => s.language);
  const t = useCallback<RichTextT>((key, vars) => richTextT(language)(key, vars), [language]);
  return { t, language };
}
