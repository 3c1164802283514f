import type { Lang } from '@sitewright/contract';
import { useCallback } from 'react';
import { create } from 'zustand';
import { useAppStore } from '../stores/app-store.ts';
import { languageLoaded, loadLanguage } from '../i18n/load-language.ts';
import { translate } from '../i18n/translate.ts';
import type { MessageKey, MessageVars } from '../i18n/types.ts';
import { storage } from '../lib/storage.ts';

/** Spec §9: the editor's own default language is zh, where the interface gives none. */
export const EDITOR_DEFAULT_LANGUAGE: Lang = 'zh';
const STORAGE_KEY = 'richTextLanguage';

/** A language the operator chose in the editor, and the interface language it was chosen under. */
export interface EditorLanguageChoice {
  language: Lang;
  under: Lang;
}

function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'zh';
}

export function parseEditorLanguage(value: string | null): EditorLanguageChoice | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<EditorLanguageChoice>;
    return isLang(parsed.language) && isLang(parsed.under)
      ? { language: parsed.language, under: parsed.under }
      : null;
  } catch {
    // A bare language from earlier versions was the editor's zh default, never a choice.
    return null;
  }
}

/**
 * The editor speaks the interface's language; a language switched to in the editor holds while
 * the interface stays in the language it was chosen under. Without an interface language, zh.
 */
export function editorLanguage(choice: EditorLanguageChoice | null, ui: Lang | null | undefined): Lang {
  if (!ui) return choice?.language ?? EDITOR_DEFAULT_LANGUAGE;
  return choice && choice.under === ui ? choice.language : ui;
}

interface EditorLanguageState {
  choice: EditorLanguageChoice | null;
  setLanguage(language: Lang): void;
}

export const useEditorLanguageStore = create<EditorLanguageState>()((set) => ({
  choice: parseEditorLanguage(storage.get(STORAGE_KEY)),
  setLanguage(language) {
    const choice = { language, under: useAppStore.getState().language };
    storage.set(STORAGE_KEY, JSON.stringify(choice));
    // The interface may not have loaded this language's texts (Chinese is a chunk of its own):
    // the toolbar switches once they are there, all at once.
    void loadLanguage(language).then(
      () => set({ choice }),
      () => set({ choice }),
    );
  },
}));

// A language chosen in an earlier visit is loaded too; the store is set again once it is, so the
// editors showing it re-render in that language.
{
  const stored = useEditorLanguageStore.getState().choice;
  if (stored && !languageLoaded(stored.language)) {
    void loadLanguage(stored.language).then(
      () => useEditorLanguageStore.setState({ choice: { ...stored } }),
      () => {},
    );
  }
}

/** The editor's language now, for code outside React (the editor's extensions). */
export function currentEditorLanguage(): Lang {
  return editorLanguage(useEditorLanguageStore.getState().choice, useAppStore.getState().language);
}

type Leaf<K> = K extends `richText.${infer R}` ? R : never;
/** A key inside the `richText` messages, e.g. `bold` or `messages.loadError`. */
export type RichTextKey = Leaf<MessageKey>;
export type RichTextT = (key: RichTextKey, vars?: MessageVars) => string;

export function richTextT(language: Lang): RichTextT {
  return (key, vars) => translate(language, `richText.${key}` as MessageKey, vars);
}

/** The editor's translate function in the editor's language (see {@link editorLanguage}). */
export function useRichTextT(): { t: RichTextT; language: Lang } {
  const choice = useEditorLanguageStore((s) => s.choice);
  const ui = useAppStore((s) => s.language);
  const language = editorLanguage(choice, ui);
  const t = useCallback<RichTextT>((key, vars) => richTextT(language)(key, vars), [language]);
  return { t, language };
}
