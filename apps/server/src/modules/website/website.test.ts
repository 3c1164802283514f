import { errors, type Website, type WebsiteList } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, call, fieldPaths, setupApiTest } from '../../../test/helper.ts';
import { websites } from '../../db/schema.ts';

const t = setupApiTest({
  env: { SITE_DOMAIN_SUFFIX: 'sites.test', PUBLIC_BASE_URL: 'http://localhost:3000' },
  rival: true,
});
/** The seeded demo administrator. */
/** An operator of another company. */

const add = (token: string, payload: Record<string, unknown>) =>
  call(t.app, token, 'POST', '/api/website/website-add', { payload });
const list = async (token: string, query = 'page=1&page_size=999') =>
  body<WebsiteList>(await call(t.app, token, 'GET', `/api/website/website-list?${query}`)).data;
const site = { flag_code: 'US', default_language: 'en' };

describe('website-list', () => {
  it('answers the seeded demo website in the contract shape', async () => {
    const { list: sites, total } = await list(t.admin);
    expect(total).toBeGreaterThanOrEqual(1);
    const seeded = sites.find((s) => s.name === 'Demo Website');
    expect(seeded).toMatchObject({
      domain: '',
      fixed_domain: 'demo.sites.test',
      flag_code: 'CN',
      default_language: 'en',
      curr_preview_link: 'http://demo.sites.test:3000/',
    });
    expect(new Date(seeded?.create_time ?? '').toISOString()).toBe(seeded?.create_time);
  });

  it('lists newest first and pages', async () => {
    const a = body<Website>(await add(t.rival, { name: 'Paging One', ...site })).data;
    const b = body<Website>(await add(t.rival, { name: 'Paging Two', ...site })).data;
    const all = await list(t.rival);
    expect(all.list.slice(0, 2).map((s) => s.website_id)).toEqual([b.website_id, a.website_id]);
    const first = await list(t.rival, 'page=1&page_size=1');
    const second = await list(t.rival, 'page=2&page_size=1');
    expect(first.list.map((s) => s.website_id)).toEqual([b.website_id]);
    expect(second.list.map((s) => s.website_id)).toEqual([a.website_id]);
    expect(first.total).toBe(all.total);
  });

  it('defaults the paging and refuses a page size over 999', async () => {
    expect((await call(t.app, t.admin, 'GET', '/api/website/website-list')).statusCode).toBe(200);
    const tooBig = await call(t.app, t.admin, 'GET', '/api/website/website-list?page_size=1000');
    expect(tooBig.statusCode).toBe(400);
    expect(body<{ fields: { path: string }[] }>(tooBig).data.fields[0]?.path).toBe('page_size');
    const notNumber = await call(t.app, t.admin, 'GET', '/api/website/website-list?page=abc');
    expect(body<{ fields: { path: string }[] }>(notNumber).data.fields[0]?.path).toBe('page');
  });

  it('never shows another company’s websites', async () => {
    const mine = await list(t.admin);
    const theirs = await list(t.rival);
    const mineIds = new Set(mine.list.map((s) => s.website_id));
    expect(theirs.list.some((s) => mineIds.has(s.website_id))).toBe(false);
  });
});

describe('website-add', () => {
  it('uses the given slug', async () => {
    const response = await add(t.admin, { name: 'Shop', slug: 'My-Shop', ...site });
    expect(response.statusCode).toBe(200);
    expect(body<Website>(response).data).toMatchObject({
      name: 'Shop',
      fixed_domain: 'my-shop.sites.test',
      curr_preview_link: 'http://my-shop.sites.test:3000/',
      flag_code: 'US',
      default_language: 'en',
    });
  });

  it('derives the slug from the name and numbers it when taken', async () => {
    const first = body<Website>(await add(t.admin, { name: 'Café Royal', ...site })).data;
    const second = body<Website>(await add(t.rival, { name: 'Cafe ROYAL', ...site })).data;
    const third = body<Website>(await add(t.admin, { name: 'café royal!', ...site })).data;
    expect(first.fixed_domain).toBe('cafe-royal.sites.test');
    expect(second.fixed_domain).toBe('cafe-royal-2.sites.test');
    expect(third.fixed_domain).toBe('cafe-royal-3.sites.test');
  });

  it('makes up a slug for a name without ASCII letters', async () => {
    const created = body<Website>(
      await add(t.admin, { name: '我的网站', flag_code: 'CN', default_language: 'zh' }),
    ).data;
    expect(created.name).toBe('我的网站');
    expect(created.fixed_domain).toMatch(/^site-[a-z0-9]{6}\.sites\.test$/);
  });

  it('refuses a given slug taken by any company, including a deleted site, with 1007', async () => {
    await add(t.rival, { name: 'Taken', slug: 'taken-here', ...site });
    const clash = await add(t.admin, { name: 'Mine', slug: 'taken-here', ...site });
    expect(clash.statusCode).toBe(409);
    expect(body(clash)).toEqual({ code: 1007, message: errors.DOMAIN_TAKEN.en, data: null });

    const gone = body<Website>(await add(t.admin, { name: 'Gone', slug: 'gone-site', ...site })).data;
    await call(t.app, t.admin, 'DELETE', `/api/website/website-del?website_id=${gone.website_id}`);
    const reuse = await add(t.rival, { name: 'Gone again', slug: 'gone-site', ...site });
    expect(body(reuse).code).toBe(1007);
    // A derived slug skips it as well.
    const derived = body<Website>(await add(t.rival, { name: 'Gone Site', ...site })).data;
    expect(derived.fixed_domain).toBe('gone-site-2.sites.test');
  });

  it('lets only one of two simultaneous adds have a slug', async () => {
    const answers = await Promise.all([
      add(t.admin, { name: 'Race A', slug: 'race-slug', ...site }),
      add(t.rival, { name: 'Race B', slug: 'race-slug', ...site }),
    ]);
    expect(answers.map((r) => body(r).code).sort()).toEqual([0, 1007]);
  });

  it('gives simultaneous adds of one name different derived slugs', async () => {
    const answers = await Promise.all(
      [t.admin, t.rival, t.admin, t.rival].map((token) => add(token, { name: 'Busy Name', ...site })),
    );
    const domains = answers.map((r) => body<Website>(r).data.fixed_domain);
    expect(new Set(domains).size).toBe(4);
  });

  it('names missing and invalid fields', async () => {
    const missing = await add(t.admin, {});
    expect(missing.statusCode).toBe(400);
    expect(
      body<{ fields: { path: string }[] }>(missing)
        .data.fields.map((f) => f.path)
        .sort(),
    ).toEqual(['default_language', 'flag_code', 'name']);

    const badSlug = await add(t.admin, { name: 'X site', slug: '-bad_slug-', ...site });
    expect(body<{ fields: { path: string }[] }>(badSlug).data.fields.map((f) => f.path)).toEqual(['slug']);
    const badFlag = await add(t.admin, { name: 'X site', flag_code: 'XX', default_language: 'en' });
    expect(body<{ fields: { path: string }[] }>(badFlag).data.fields.map((f) => f.path)).toEqual([
      'flag_code',
    ]);
    const mistyped = await add(t.admin, { name: 42, ...site });
    expect(body<{ fields: { path: string }[] }>(mistyped).data.fields.map((f) => f.path)).toEqual(['name']);
    const blank = await add(t.admin, { name: '   ', ...site });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses an oversize body with 413', async () => {
    const response = await call(t.app, t.admin, 'POST', '/api/website/website-add', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000), ...site }),
    });
    expect(response.statusCode).toBe(413);
    expect(body(response).code).toBe(413);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/website/website-add', payload: site });
    expect(response.statusCode).toBe(401);
  });
});

describe('website-info, website-edit and website-del', () => {
  it('reads, edits and soft-deletes a website of the caller’s company', async () => {
    const created = body<Website>(await add(t.admin, { name: 'Lifecycle', slug: 'lifecycle', ...site })).data;
    const id = created.website_id;

    const info = await call(t.app, t.admin, 'GET', `/api/website/website-info?website_id=${id}`);
    expect(body<Website>(info).data).toEqual(created);

    const edited = await call(t.app, t.admin, 'PUT', '/api/website/website-edit', {
      payload: { website_id: id, name: '  Renamed  ', flag_code: 'DE' },
    });
    expect(body<Website>(edited).data).toMatchObject({
      website_id: id,
      name: 'Renamed',
      flag_code: 'DE',
      default_language: 'en',
      fixed_domain: 'lifecycle.sites.test',
    });

    const deleted = await call(t.app, t.admin, 'DELETE', `/api/website/website-del?website_id=${id}`);
    expect(body(deleted)).toEqual({ code: 0, message: 'OK', data: { website_id: id } });

    // Hidden from list and info, refused for edit and a second delete, but the row is kept.
    expect((await list(t.admin)).list.some((s) => s.website_id === id)).toBe(false);
    const infoAfter = await call(t.app, t.admin, 'GET', `/api/website/website-info?website_id=${id}`);
    expect(body(infoAfter).code).toBe(1105);
    const editAfter = await call(t.app, t.admin, 'PUT', '/api/website/website-edit', {
      payload: { website_id: id, name: 'Back' },
    });
    expect(body(editAfter).code).toBe(1105);
    expect(body(await call(t.app, t.admin, 'DELETE', `/api/website/website-del?website_id=${id}`)).code).toBe(
      1105,
    );
    const [row] = await t.app.db.select().from(websites).where(eq(websites.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.name).toBe('Renamed');
  });

  it('answers 1105 for another company’s website and changes nothing', async () => {
    const theirs = body<Website>(
      await add(t.rival, { name: 'Rival Site', slug: 'rival-site', ...site }),
    ).data;
    const id = theirs.website_id;

    const info = await call(t.app, t.admin, 'GET', `/api/website/website-info?website_id=${id}`);
    expect(info.statusCode).toBe(403);
    expect(body(info)).toEqual({ code: 1105, message: 'Illegal operation!', data: null });

    const edit = await call(t.app, t.admin, 'PUT', '/api/website/website-edit', {
      payload: { website_id: id, name: 'Hijacked' },
    });
    expect(body(edit).code).toBe(1105);
    const del = await call(t.app, t.admin, 'DELETE', `/api/website/website-del?website_id=${id}`);
    expect(body(del).code).toBe(1105);
    const zh = await call(t.app, t.admin, 'GET', `/api/website/website-info?website_id=${id}`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body(zh).message).toBe('非法操作!');

    const still = await call(t.app, t.rival, 'GET', `/api/website/website-info?website_id=${id}`);
    expect(body<Website>(still).data).toEqual(theirs);
  });

  it('answers 1105 for ids that do not exist, and refuses ids no row can have', async () => {
    const missing = await call(t.app, t.admin, 'GET', '/api/website/website-info?website_id=999999');
    expect(body(missing).code).toBe(1105);
    // Past the integer column's range: a request error naming the field, not a lookup.
    const beyond = await call(t.app, t.admin, 'GET', '/api/website/website-info?website_id=2147483648');
    expect(beyond.statusCode).toBe(400);
    expect(fieldPaths(beyond)).toEqual(['website_id']);
  });

  it('names a missing or malformed website_id', async () => {
    for (const url of [
      '/api/website/website-info',
      '/api/website/website-info?website_id=abc',
      '/api/website/website-info?website_id=0',
      '/api/website/website-del?website_id=-3',
    ]) {
      const response = await call(t.app, t.admin, url.includes('del') ? 'DELETE' : 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(body<{ fields: { path: string }[] }>(response).data.fields[0]?.path).toBe('website_id');
    }
    const edit = await call(t.app, t.admin, 'PUT', '/api/website/website-edit', {
      payload: { name: 'x', default_language: 'xx' },
    });
    expect(
      body<{ fields: { path: string }[] }>(edit)
        .data.fields.map((f) => f.path)
        .sort(),
    ).toEqual(['default_language', 'website_id']);
  });
});

describe('website-edit: the brand kit', () => {
  const logo = `/files/${'a'.repeat(64)}.png`;
  const edit = (token: string, payload: Record<string, unknown>) =>
    call(t.app, token, 'PUT', '/api/website/website-edit', { payload });

  it('saves logos, social image and business details; a partial brand keeps the other fields', async () => {
    const created = body<Website>(await add(t.admin, { name: 'Brand Kit', ...site })).data;
    expect(created.brand).toMatchObject({ logo: '', company_name: '', phone: '' });
    const id = created.website_id;

    const saved = await edit(t.admin, {
      website_id: id,
      favicon: logo,
      brand: {
        logo,
        social_image: logo,
        company_name: ' Brand Kit Ltd ',
        address: '1 Main Road, Springfield',
        phone: '+1 (555) 010-0200',
        email: 'hello@brand-kit.test',
      },
    });
    expect(body<Website>(saved).data).toMatchObject({
      favicon: logo,
      brand: {
        logo,
        logo_dark: '',
        social_image: logo,
        company_name: 'Brand Kit Ltd',
        phone: '+1 (555) 010-0200',
      },
    });

    const partial = await edit(t.admin, { website_id: id, brand: { tagline: 'Plain talk', logo: '' } });
    expect(body<Website>(partial).data.brand).toMatchObject({
      logo: '',
      social_image: logo,
      tagline: 'Plain talk',
      company_name: 'Brand Kit Ltd',
      email: 'hello@brand-kit.test',
    });
    const info = await call(t.app, t.admin, 'GET', `/api/website/website-info?website_id=${id}`);
    expect(body<Website>(info).data.brand.tagline).toBe('Plain talk');
  });

  it('refuses a bad e-mail, a phone with letters, over-long text and images outside the media library', async () => {
    const id = body<Website>(await add(t.admin, { name: 'Brand Checks', ...site })).data.website_id;
    const refused = await edit(t.admin, {
      website_id: id,
      brand: {
        email: 'not-an-address',
        phone: 'call me',
        company_name: 'x'.repeat(101),
        logo: 'https://elsewhere.test/logo.png',
        social_image: 'javascript:alert(1)',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldPaths(refused).sort()).toEqual([
      'brand.company_name',
      'brand.email',
      'brand.logo',
      'brand.phone',
      'brand.social_image',
    ]);
    const phone = await edit(t.admin, { website_id: id, brand: { phone: '1'.repeat(41) } });
    expect(fieldPaths(phone)).toEqual(['brand.phone']);
    const after = await call(t.app, t.admin, 'GET', `/api/website/website-info?website_id=${id}`);
    expect(body<Website>(after).data.brand).toMatchObject({ email: '', phone: '', company_name: '' });
  });

  it('never changes another company’s brand', async () => {
    const theirs = body<Website>(await add(t.rival, { name: 'Rival Brand', ...site })).data;
    const attempt = await edit(t.admin, {
      website_id: theirs.website_id,
      brand: { company_name: 'Hijacked' },
    });
    expect(body(attempt).code).toBe(1105);
    const still = await call(
      t.app,
      t.rival,
      'GET',
      `/api/website/website-info?website_id=${theirs.website_id}`,
    );
    expect(body<Website>(still).data.brand.company_name).toBe('');
  });
});
