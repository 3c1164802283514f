import { DEFAULT_UPLOAD_CONFIG, errors } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { checkUpload, EditorMessage, readUploadAnswer, readUploadConfig } from './upload.ts';

const config = DEFAULT_UPLOAD_CONFIG;
const MB = 1024 * 1024;

function refusal(fn: () => unknown): EditorMessage {
  try {
    fn();
  } catch (error) {
    if (error instanceof EditorMessage) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checking a file before upload', () => {
  it('lets allowed files within the limit through', () => {
    expect(checkUpload({ name: 'photo.JPG', size: 2 * MB }, 'image', config)).toBeNull();
    expect(checkUpload({ name: 'clip.mp4', size: 20 * MB }, 'video', config)).toBeNull();
    expect(checkUpload({ name: 'report.pdf', size: 1 * MB }, 'file', config)).toBeNull();
  });

  it('says the file is too large, with the limit', () => {
    const tooBig = checkUpload({ name: 'photo.png', size: 11 * MB }, 'image', config);
    expect(tooBig?.key).toBe('messages.fileTooLarge');
    expect(tooBig?.vars).toEqual({ max: '10 MB' });
  });

  it('says the type is not allowed, also for the wrong kind of file in a dialog', () => {
    expect(checkUpload({ name: 'tool.exe', size: 10 }, 'file', config)?.key).toBe('messages.typeNotAllowed');
    expect(checkUpload({ name: 'report.pdf', size: 10 }, 'image', config)?.key).toBe(
      'messages.typeNotAllowed',
    );
    expect(checkUpload({ name: 'photo.png', size: 10 }, 'video', config)?.key).toBe(
      'messages.typeNotAllowed',
    );
    expect(checkUpload({ name: 'no-extension', size: 10 }, 'file', config)?.key).toBe(
      'messages.typeNotAllowed',
    );
  });
});

describe('reading the server', () => {
  it('reads the upload configuration, or reports it missing', () => {
    expect(readUploadConfig(200, JSON.stringify({ code: 0, data: config }))).toEqual(config);
    expect(refusal(() => readUploadConfig(500, '')).key).toBe('messages.noUploadConfig');
    expect(refusal(() => readUploadConfig(200, '<html>')).key).toBe('messages.noUploadConfig');
    expect(refusal(() => readUploadConfig(200, '{"code":0,"data":{}}')).key).toBe('messages.noUploadConfig');
  });

  it('reads a stored file', () => {
    const body = {
      code: 0,
      data: { existing: false, file: { url: '/files/ab.png', name: 'cat.png', alt: 'A cat' } },
    };
    expect(readUploadAnswer(200, JSON.stringify(body))).toEqual({
      url: '/files/ab.png',
      name: 'cat.png',
      alt: 'A cat',
    });
  });

  it('tells a bad answer, an HTTP error and a refusal apart', () => {
    expect(refusal(() => readUploadAnswer(200, 'not json')).key).toBe('messages.badResponse');
    expect(refusal(() => readUploadAnswer(200, '{"code":0,"data":{}}')).key).toBe('messages.badResponse');
    const http = refusal(() => readUploadAnswer(502, ''));
    expect([http.key, http.vars]).toEqual(['messages.httpError', { status: 502 }]);
    const tooLarge = refusal(() =>
      readUploadAnswer(
        413,
        JSON.stringify({
          code: errors.FILE_TOO_LARGE.code,
          message: 'The file is larger than the 10 MB limit.',
        }),
      ),
    );
    expect([tooLarge.key, tooLarge.detail]).toEqual([
      'messages.fileTooLarge',
      'The file is larger than the 10 MB limit.',
    ]);
    expect(
      refusal(() => readUploadAnswer(415, JSON.stringify({ code: errors.FILE_TYPE_NOT_ALLOWED.code }))).key,
    ).toBe('messages.typeNotAllowed');
  });
});
