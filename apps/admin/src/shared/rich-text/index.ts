export {
  confirmClearAll,
  notifyTableRefused,
  RichTextDialogs,
  RichTextEditor,
  type RichTextEditorProps,
  WordCount,
} from './rich-text-editor.tsx';
export { Toolbar as RichTextToolbar } from './toolbar.tsx';
export { type RichTextSession, useRichText } from './use-rich-text.ts';
export { EDITOR_DEFAULT_LANGUAGE, useEditorLanguageStore } from './editor-language.ts';
export { countWords } from './word-count.ts';
