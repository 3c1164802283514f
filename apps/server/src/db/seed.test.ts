import { ALL_FEATURE_ROLES } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteList } from '@sitewright/contract';
import { body, buildTestApp, loginAdmin, openTestDatabase, send } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from './client.ts';
import { companies, users, websites } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const config = loadConfig({
  LOG_LEVEL: 'silent',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  ADMIN_DIST_DIR: '/nonexistent',
  PUBLIC_BASE_URL: 'http://localhost:4321',
});

describe('first start', () => {
  it('seeds once, prints a generated password once, and the password signs in', async () => {
    const printed: string[] = [];
    const first = await buildApp(config, { database, print: (text) => printed.push(text) });
    await first.close();
    expect(printed).toHaveLength(1);
    const banner = printed[0] ?? '';
    expect(banner).toContain('http://localhost:4321/login');
    expect(banner).toMatch(/Company\s+demo/);
    expect(banner).toMatch(/Username\s+admin/);
    const password = /Password\s+(\S+)/.exec(banner)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    // A second start on the same database neither seeds nor prints again.
    const second = await buildApp(config, { database, print: (text) => printed.push(text) });
    try {
      expect(printed).toHaveLength(1);
      expect(await database.db.select().from(companies)).toHaveLength(1);
      expect(await database.db.select().from(users)).toHaveLength(1);
      expect(await database.db.select().from(websites)).toHaveLength(1);

      const login = await second.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { companyId: 'demo', username: 'admin', password },
      });
      expect(login.json()).toMatchObject({ code: 0, data: { user_name: 'admin' } });
    } finally {
      await second.close();
    }
  });

  it('creates the demo company, administrator and website as specified', async () => {
    const [company] = await database.db.select().from(companies);
    const [admin] = await database.db.select().from(users);
    const [site] = await database.db.select().from(websites);
    expect(company).toMatchObject({ code: 'demo', name: 'Demo Company' });
    expect(admin).toMatchObject({
      userName: 'admin',
      nickName: 'Administrator',
      isAdmin: 1,
      status: 'active',
      appRole: { id: 1, name: 'Administrator', roles: ['admin', ...ALL_FEATURE_ROLES] },
      setting: { articlePlatform: [] },
    });
    expect([...(admin?.hasRoles ?? [])].sort()).toEqual(['admin', ...ALL_FEATURE_ROLES].sort());
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(site).toMatchObject({ name: 'Demo Website', slug: 'demo', flagCode: 'CN', defaultLanguage: 'en' });
  });
});

describe('the demo website of a first start', () => {
  it('holds the corporate template, and Publish gives a complete site at once', async () => {
    const t = await buildTestApp();
    try {
      const { token } = await loginAdmin(t.app);
      const sites = body<WebsiteList>(await send(t.app, token, 'GET', '/api/website/website-list')).data;
      const demo = sites.list.find((s) => s.name === 'Demo Website');
      expect(demo).toBeDefined();
      const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
        id: demo?.website_id,
        website_page_id: 0,
      });
      expect(body(published)).toMatchObject({ code: 0 });
      const visit = (url: string) =>
        t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost' } });
      const home = await visit('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<nav');
      for (const path of ['/about', '/sitemap.xml', '/robots.txt']) {
        expect((await visit(path)).statusCode, path).toBe(200);
      }
      // The template's copy names the demo website, not the template's sample company.
      expect(home.body).toContain(
        '<title>Demo Website: strategy and technology for growing companies</title>',
      );
      for (const path of ['/', '/about', '/contact']) {
        expect((await visit(path)).body, path).not.toMatch(/Northbridge|Bristol|\{\{/);
      }
    } finally {
      await t.close();
    }
  }, 120_000);
});
