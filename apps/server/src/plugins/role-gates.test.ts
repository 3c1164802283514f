import { errors, messageFor, ROLES } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { body, call, send, signInDemoOperator, setupApiTest } from '../../test/helper.ts';

/**
 * The roles the admin app's routes declare (spec §2, §6) are enforced by the server too: an
 * operator who cannot see a screen cannot make its calls either.
 */
const t = setupApiTest({ site: 'Roles' });

const operator = (name: string, roles: string[]) => signInDemoOperator(t.app, name, roles);

const mediaList = (token: string, headers: Record<string, string> = {}) =>
  call(t.app, token, 'GET', `/api/media/files?website_id=${t.site}`, { headers });
const blockedIps = (token: string) =>
  call(t.app, token, 'GET', `/api/website/block_ips?website_id=${t.site}`);

describe('role gates on API calls', () => {
  it('refuses changes to the media library and every website-settings call to an operator whose roles cover only pages', async () => {
    const pages = await operator('pages', [ROLES.pageSet, ROLES.pageMenu]);

    // Page editors browse the library to pick a file, but may not change it or add to it.
    expect(body(await mediaList(pages)).code).toBe(0);
    const folder = await send(t.app, pages, 'POST', '/api/media/folder', {
      website_id: t.site,
      name: 'x',
    });
    expect(folder.statusCode).toBe(403);
    expect(body(folder)).toMatchObject({
      code: errors.ROLE_REQUIRED.code,
      message: messageFor('ROLE_REQUIRED', 'en', { role: ROLES.mediaList }),
    });
    const zh = await send(
      t.app,
      pages,
      'POST',
      '/api/media/folder',
      { website_id: t.site, name: 'x' },
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(body(zh).message).toBe(messageFor('ROLE_REQUIRED', 'zh', { role: ROLES.mediaList }));
    const upload = await send(t.app, pages, 'POST', '/api/upload/upload_file', {});
    expect(body(upload).code).toBe(errors.ROLE_REQUIRED.code);

    // Every group of website-settings calls, and HEAD as well as GET.
    for (const path of ['block_ips', 'host-list', 'redirect-rules', 'geo-redirect-rules']) {
      const refused = await call(t.app, pages, 'GET', `/api/website/${path}?website_id=${t.site}`);
      expect(body(refused).code, path).toBe(errors.ROLE_REQUIRED.code);
    }
    const head = await call(t.app, pages, 'HEAD', `/api/website/block_ips?website_id=${t.site}`);
    expect(head.statusCode).toBe(403);

    // A refused write changes nothing.
    const add = await send(t.app, pages, 'POST', '/api/website/block_ip', {
      website_id: t.site,
      ip: '203.0.113.7',
      note: '',
    });
    expect(body(add).code).toBe(errors.ROLE_REQUIRED.code);
    expect(body<{ list: unknown[] }>(await blockedIps(t.admin)).data.list).toHaveLength(0);

    // Calls without a role of their own stay open to every operator of the company.
    expect(body(await call(t.app, pages, 'GET', '/api/website/website-list')).code).toBe(0);
  });

  it('lets each role through to its own calls only, and admin through to all', async () => {
    const media = await operator('media', [ROLES.mediaList]);
    expect(body(await mediaList(media)).code).toBe(0);
    expect(body(await blockedIps(media)).code).toBe(errors.ROLE_REQUIRED.code);
    // Nothing that reads or writes pages, whatever the call: the gate answers before the body is looked at.
    for (const [method, path] of [
      ['POST', '/api/website/website-apply-template'],
      ['POST', '/api/website/init_for_copy'],
      ['POST', '/api/website/page-translate'],
      ['POST', '/api/website/website-language'],
      ['POST', '/api/website/preview-link'],
      ['POST', '/api/website/save-page-element'],
      ['GET', '/api/website/page-html/download?id=1'],
    ] as const) {
      expect(
        body(await send(t.app, media, method, path, method === 'POST' ? {} : undefined)).code,
        path,
      ).toBe(errors.ROLE_REQUIRED.code);
    }

    const settings = await operator('settings', [ROLES.pageWebSet]);
    expect(body(await blockedIps(settings)).code).toBe(0);
    expect(body(await mediaList(settings)).code).toBe(errors.ROLE_REQUIRED.code);

    // Pages and the menu open to any of the three screens that work on them, and to no one else.
    const pageList = (token: string) => call(t.app, token, 'GET', `/api/website/page?website_id=${t.site}`);
    const menu = (token: string) =>
      call(t.app, token, 'GET', `/api/website/get-edit-page-menu?website_id=${t.site}`);
    expect(body(await pageList(media)).code).toBe(errors.ROLE_REQUIRED.code);
    expect(body(await menu(settings)).code).toBe(errors.ROLE_REQUIRED.code);
    for (const role of [ROLES.pageSet, ROLES.pageMenu, ROLES.webManage]) {
      const worker = await operator(`pages-${role}`, [role]);
      expect(body(await pageList(worker)).code).toBe(0);
      expect(body(await menu(worker)).code).toBe(0);
    }

    const boss = await operator('boss', [ROLES.admin]);
    expect(body(await mediaList(boss)).code).toBe(0);
    expect(body(await blockedIps(boss)).code).toBe(0);
  });
});
