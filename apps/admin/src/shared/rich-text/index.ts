export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';
export { EDITOR_DEFAULT_LANGUAGE, useEditorLanguageStore } from './editor-language.ts';
export { countWords } from './word-count.ts';
