import { describe, expect, it } from 'vitest';
import { messageFor } from './errors.ts';
import { DEFAULT_UPLOAD_CONFIG, fileExtension, formatBytes, UploadConfig } from './upload.ts';

describe('upload refusals', () => {
  it('name the limit and the type in both languages', () => {
    expect(messageFor('FILE_TOO_LARGE', 'en', { limit: formatBytes(10 * 1024 * 1024) })).toBe(
      'The file is larger than the 10 MB limit.',
    );
    expect(messageFor('FILE_TOO_LARGE', 'zh', { limit: '10 MB' })).toBe('文件超过 10 MB 的大小限制');
    expect(messageFor('FILE_TYPE_NOT_ALLOWED', 'en', { extension: 'html', allowed: 'jpg, png' })).toBe(
      'Files of type .html are not allowed here. Allowed types: jpg, png.',
    );
  });

  it('serves a default configuration that its own schema accepts', () => {
    expect(UploadConfig.parse(DEFAULT_UPLOAD_CONFIG).limits.image).toBe(10 * 1024 * 1024);
    expect(DEFAULT_UPLOAD_CONFIG.extensions.file).toContain('svg');
  });

  it('reads extensions from the last dot only', () => {
    expect(fileExtension('shell.php.JPG')).toBe('jpg');
    expect(fileExtension('dir.d/README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
