import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, newWebsite } from '../../../test/helper.ts';
import { buildUploadApp, noisyJpeg, upload } from './upload-test-helpers.ts';

describe('upload_file', () => {
  let t: Awaited<ReturnType<typeof buildUploadApp>>;
  let websiteId: number;
  beforeAll(async () => {
    t = await buildUploadApp();
    websiteId = await newWebsite(t.app, t.token, 'Media');
  });
  afterAll(() => t.close());

  it('stores a photo re-encoded with WebP variants, and knows it the second time', async () => {
    const photo = await noisyJpeg(1200, 800);
    const first = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId },
      { name: 'photo.jpg', data: photo },
    );
    console.log(first.statusCode, first.body.slice(0, 800));
    const second = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId },
      { name: 'again.jpg', data: photo },
    );
    console.log(second.body.slice(0, 300));
    expect(body(first).code).toBe(0);
  });
});
