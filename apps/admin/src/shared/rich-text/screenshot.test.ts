import { describe, expect, it } from 'vitest';
import { readScreenshotAnswer, ScreenshotRefused } from './screenshot.ts';
import type { EditorMessage } from './upload.ts';

function failure(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('screenshot answers', () => {
  it('reads a stored screenshot', () => {
    const body = { code: 0, data: { state: 'SUCCESS', url: '/files/ab.png', title: 'ab.png' } };
    expect(readScreenshotAnswer(200, JSON.stringify(body))).toEqual({
      url: '/files/ab.png',
      title: 'ab.png',
    });
  });

  it('turns any other state into a refusal carrying the server’s words', () => {
    const refusal = failure(() =>
      readScreenshotAnswer(
        413,
        JSON.stringify({ code: 1401, message: 'Too big', data: { state: 'Too big' } }),
      ),
    );
    expect(refusal).toBeInstanceOf(ScreenshotRefused);
    expect((refusal as ScreenshotRefused).state).toBe('Too big');
    const odd = failure(() =>
      readScreenshotAnswer(200, JSON.stringify({ code: 0, data: { state: 'FAILED' } })),
    );
    expect((odd as ScreenshotRefused).state).toBe('FAILED');
  });

  it('reports unreadable answers as editor messages', () => {
    expect((failure(() => readScreenshotAnswer(200, 'oops')) as EditorMessage).key).toBe(
      'messages.badResponse',
    );
    const http = failure(() => readScreenshotAnswer(502, '<html>')) as EditorMessage;
    expect([http.key, http.vars]).toEqual(['messages.httpError', { status: 502 }]);
  });
});
