import { DEFAULT_UPLOAD_CONFIG } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkUpload } from './upload-check.ts';

const MB = 1024 * 1024;

describe('checkUpload', () => {
  it('lets allowed files within their limit through', () => {
    expect(checkUpload({ name: 'Photo.JPG', size: 2 * MB }, DEFAULT_UPLOAD_CONFIG)).toBeNull();
    expect(checkUpload({ name: 'brochure.pdf', size: 40 * MB }, DEFAULT_UPLOAD_CONFIG)).toBeNull();
  });

  it('names the limit of images and of other files', () => {
    expect(checkUpload({ name: 'huge.png', size: 11 * MB }, DEFAULT_UPLOAD_CONFIG)).toEqual({
      key: 'media.uploadTooLarge',
      vars: { size: '11 MB', limit: '10 MB' },
    });
    expect(checkUpload({ name: 'huge.pdf', size: 51 * MB }, DEFAULT_UPLOAD_CONFIG)?.vars).toEqual({
      size: '51 MB',
      limit: '50 MB',
    });
  });

  it('refuses other types and empty files', () => {
    const exe = checkUpload({ name: 'setup.exe', size: 10 }, DEFAULT_UPLOAD_CONFIG);
    expect(exe?.key).toBe('media.uploadType');
    expect(exe?.vars?.ext).toBe('.exe');
    expect(checkUpload({ name: 'README', size: 10 }, DEFAULT_UPLOAD_CONFIG)?.vars?.ext).toBe('—');
    expect(checkUpload({ name: 'empty.png', size: 0 }, DEFAULT_UPLOAD_CONFIG)?.key).toBe('media.uploadEmpty');
  });

  it('narrows the types to what a dialog takes', () => {
    expect(checkUpload({ name: 'brochure.pdf', size: 10 }, DEFAULT_UPLOAD_CONFIG, ['png', 'jpg'])).toEqual({
      key: 'media.uploadType',
      vars: { ext: '.pdf', allowed: 'jpg, png' },
    });
  });

  it('builds the accept attribute', () => {
    expect(acceptAttribute(['png', 'jpg'])).toBe('.png,.jpg');
  });
});
