import { describe, expect, it } from 'vitest';
import { EDITOR_DEFAULT_LANGUAGE, editorLanguage, parseEditorLanguage } from './editor-language.ts';

describe('editorLanguage', () => {
  it('follows the interface: English labels in the English back office, Chinese in the Chinese one', () => {
    expect(editorLanguage(null, 'en')).toBe('en');
    expect(editorLanguage(null, 'zh')).toBe('zh');
  });

  it('keeps zh as its own default where the interface gives no language (spec §9)', () => {
    expect(EDITOR_DEFAULT_LANGUAGE).toBe('zh');
    expect(editorLanguage(null, null)).toBe('zh');
  });

  it('a language switched to in the editor holds until the interface changes language', () => {
    const choice = { language: 'zh', under: 'en' } as const;
    expect(editorLanguage(choice, 'en')).toBe('zh');
    expect(editorLanguage(choice, 'zh')).toBe('zh');
    expect(editorLanguage({ language: 'en', under: 'en' }, 'zh')).toBe('zh');
  });

  it('reads a stored choice; the bare zh earlier versions stored is no choice', () => {
    expect(parseEditorLanguage(JSON.stringify({ language: 'en', under: 'zh' }))).toEqual({
      language: 'en',
      under: 'zh',
    });
    expect(parseEditorLanguage('zh')).toBeNull();
    expect(parseEditorLanguage(null)).toBeNull();
    expect(parseEditorLanguage('{"language":"fr","under":"en"}')).toBeNull();
  });
});
