import { DEFAULT_UPLOAD_CONFIG, UploadConfig } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { loadUploadSettings } from './upload-config.ts';

describe('upload settings', () => {
  it('default to the contract values, which the client schema accepts', () => {
    const settings = loadUploadSettings({});
    expect(settings.client).toEqual(DEFAULT_UPLOAD_CONFIG);
    expect(UploadConfig.parse(settings.client)).toEqual(settings.client);
    expect(settings.archive).toEqual({ maxEntries: 1000, maxTotalBytes: 500 * 1024 * 1024, maxRatio: 100 });
    expect(settings.maxImagePixels).toBe(40_000_000);
  });

  it('read sizes in megabytes and extension lists from the environment', () => {
    const settings = loadUploadSettings({
      UPLOAD_MAX_MB_IMAGE: '5',
      UPLOAD_MAX_MB_ZIP: '',
      UPLOAD_EXTENSIONS_IMAGE: '.PNG, jpg,png',
      ARCHIVE_MAX_ENTRIES: '50',
      IMAGE_MAX_MEGAPIXELS: '12.5',
    });
    expect(settings.client.limits.image).toBe(5 * 1024 * 1024);
    expect(settings.client.limits.zip).toBe(200 * 1024 * 1024);
    expect(settings.client.extensions.image).toEqual(['png', 'jpg']);
    expect(settings.archive.maxEntries).toBe(50);
    expect(settings.maxImagePixels).toBe(12_500_000);
  });

  it('refuse values it cannot honour, naming every variable', () => {
    expect(() =>
      loadUploadSettings({
        UPLOAD_MAX_MB_FILE: 'lots',
        UPLOAD_EXTENSIONS_FILE: 'pdf,html',
        ARCHIVE_MAX_RATIO: '0',
      }),
    ).toThrow(/UPLOAD_MAX_MB_FILE[\s\S]*UPLOAD_EXTENSIONS_FILE[\s\S]*ARCHIVE_MAX_RATIO/);
    expect(() => loadUploadSettings({ UPLOAD_EXTENSIONS_IMAGE: 'pdf' })).toThrow(/UPLOAD_EXTENSIONS_IMAGE/);
  });
});
