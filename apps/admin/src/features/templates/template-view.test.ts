import { describe, expect, it } from 'vitest';
import { templatePreviewSrc } from '../../shared/templates/template-preview.ts';
import { siteLanguageLabel } from './template-view.ts';

describe('siteLanguageLabel', () => {
  it('names a known language in its own words', () => {
    expect(siteLanguageLabel('en')).toBe('English');
    expect(siteLanguageLabel('zh')).toBe('简体中文');
  });

  it('falls back to the code, and to nothing while the website is loading', () => {
    expect(siteLanguageLabel('xx')).toBe('xx');
    expect(siteLanguageLabel(undefined)).toBeUndefined();
    expect(siteLanguageLabel('')).toBeUndefined();
  });
});

describe('templatePreviewSrc', () => {
  it('keeps a file under the template assets', () => {
    expect(templatePreviewSrc('/template-assets/corporate-preview.svg')).toBe(
      '/template-assets/corporate-preview.svg',
    );
  });

  it('refuses anything else', () => {
    expect(templatePreviewSrc('https://example.com/x.svg')).toBeNull();
    expect(templatePreviewSrc('/template-assets/')).toBeNull();
    expect(templatePreviewSrc('/template-assets/../api/user/info')).toBeNull();
    expect(templatePreviewSrc('/template-assets/a/b.svg')).toBeNull();
    expect(templatePreviewSrc('/other/x.svg')).toBeNull();
  });
});
