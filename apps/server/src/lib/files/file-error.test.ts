import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.ts';
import { refuse } from './file-error.ts';

describe('file refusals as answers', () => {
  it('name the limit and the types in the caller language, with the values as data', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/too-large', () => refuse('FILE_TOO_LARGE', { limit: '10 MB' }));
    app.get('/type', () => refuse('FILE_TYPE_NOT_ALLOWED', { extension: 'html', allowed: 'jpg, png' }));

    const en = await app.inject({ url: '/too-large' });
    expect(en.statusCode).toBe(413);
    expect(en.json()).toEqual({
      code: 1401,
      message: 'The file is larger than the 10 MB limit.',
      data: { limit: '10 MB' },
    });
    const zh = await app.inject({ url: '/type', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.json()).toMatchObject({
      code: 1402,
      message: '不允许上传 .html 类型的文件，允许的类型：jpg, png',
    });
    await app.close();
  });
});
