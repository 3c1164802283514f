import { errors, type GeoRuleList } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, fieldPaths, newWebsite, send, setupApiTest } from '../../../test/helper.ts';
import { websites } from '../../db/schema.ts';
import { createBlockIpService } from '../block-ip/index.ts';
import { createGeoRedirectService } from './geo-redirect.service.ts';
import { compileSiteAccess, loadSiteAccessRules } from './site-access-rules.ts';

const t = setupApiTest({ rivalSite: 'Rival Geo' });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown, headers = {}) =>
  send(t.app, token, method, url, payload, headers);
const list = async (token: string, websiteId: number) =>
  body<GeoRuleList>(await req(token, 'GET', `/api/website/geo-redirect-rules?website_id=${websiteId}`));
const save = (token: string, websiteId: number, rules: unknown[], headers = {}) =>
  req(token, 'POST', '/api/website/geo-redirect-rules', { website_id: websiteId, rules }, headers);
const del = (token: string, websiteId: number, id: number) =>
  req(token, 'DELETE', `/api/website/geo-redirect-rules?website_id=${websiteId}&id=${id}`);
const summary = async (token: string, websiteId: number) =>
  (await list(token, websiteId)).data.list.map((r) => [r.position, r.countries.join(','), r.target, r.mode]);
const addLanguage = (token: string, websiteId: number, lang: string) =>
  req(token, 'POST', '/api/website/website-language', { website_id: websiteId, lang });

async function siteWithGerman(name: string): Promise<number> {
  const site = await newWebsite(t.app, t.admin, name);
  expect(body(await addLanguage(t.admin, site, 'de')).code).toBe(0);
  return site;
}

describe('geo-redirect-rules', () => {
  it('starts empty, then saves an ordered rule set with countries upper-cased', async () => {
    const site = await siteWithGerman('Geo Save');
    expect((await list(t.admin, site)).data.list).toEqual([]);
    const saved = await save(t.admin, site, [
      { countries: ['de', 'AT', 'ch'], target_kind: 'lang', target: 'de' },
      { countries: ['CN'], target_kind: 'url', target: 'https://acme.cn', mode: 'suggest' },
    ]);
    expect(body(saved).code).toBe(0);
    const rules = body<GeoRuleList>(saved).data.list;
    expect(rules.map((r) => [r.position, r.countries, r.target_kind, r.target, r.mode])).toEqual([
      [0, ['DE', 'AT', 'CH'], 'lang', 'de', 'redirect'],
      [1, ['CN'], 'url', 'https://acme.cn/', 'suggest'],
    ]);
    expect(await summary(t.admin, site)).toEqual([
      [0, 'DE,AT,CH', 'de', 'redirect'],
      [1, 'CN', 'https://acme.cn/', 'suggest'],
    ]);

    // A save replaces the set: new order, a rule gone.
    await save(t.admin, site, [
      { countries: ['CN'], target_kind: 'url', target: 'https://acme.cn/', mode: 'suggest' },
      { countries: ['AT'], target_kind: 'lang', target: 'de' },
    ]);
    expect(await summary(t.admin, site)).toEqual([
      [0, 'CN', 'https://acme.cn/', 'suggest'],
      [1, 'AT', 'de', 'redirect'],
    ]);
    expect(body(await save(t.admin, site, [])).code).toBe(0);
    expect(await summary(t.admin, site)).toEqual([]);
  });

  it('refuses bad countries, targets and modes by field', async () => {
    const site = await siteWithGerman('Geo Bad Input');
    const cases: [unknown, string][] = [
      [{ countries: ['XX'], target_kind: 'lang', target: 'de' }, 'rules.0.countries.0'],
      [{ countries: [], target_kind: 'lang', target: 'de' }, 'rules.0.countries'],
      [{ countries: ['DE'], target_kind: 'url', target: 'javascript:alert(1)' }, 'rules.0.target'],
      [{ countries: ['DE'], target_kind: 'url', target: 'ftp://acme.de/' }, 'rules.0.target'],
      [{ countries: ['DE'], target_kind: 'page', target: 'de' }, 'rules.0.target_kind'],
      [{ countries: ['DE'], target_kind: 'lang', target: 'de', mode: 'force' }, 'rules.0.mode'],
    ];
    for (const [rule, path] of cases) {
      const response = await save(t.admin, site, [rule]);
      expect(response.statusCode, path).toBe(400);
      expect(fieldPaths(response), path).toContain(path);
    }
    expect(await summary(t.admin, site)).toEqual([]);
  });

  it('refuses a language the website does not have (1324)', async () => {
    const site = await siteWithGerman('Geo Unknown Lang');
    const response = await save(t.admin, site, [
      { countries: ['DE'], target_kind: 'lang', target: 'de' },
      { countries: ['FR'], target_kind: 'lang', target: 'fr' },
    ]);
    expect(body(response)).toMatchObject({
      code: errors.GEO_TARGET_LANGUAGE_UNKNOWN.code,
      message: errors.GEO_TARGET_LANGUAGE_UNKNOWN.en,
      data: { rules: [1] },
    });
    expect(await summary(t.admin, site)).toEqual([]);
  });

  it('refuses a rule set that would send visitors back and forth (1323), naming the rules', async () => {
    const site = await siteWithGerman('Geo Loop');
    await save(t.admin, site, [{ countries: ['AT'], target_kind: 'lang', target: 'de' }]);
    const loop = [
      { countries: ['DE', 'AT'], target_kind: 'lang', target: 'de' },
      { countries: ['US'], target_kind: 'lang', target: 'en' },
      { countries: ['DE'], target_kind: 'lang', target: 'en' },
    ];
    const response = await save(t.admin, site, loop);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 1323,
      message: errors.GEO_RULES_LOOP.en,
      data: { country: 'DE', rules: [0, 2] },
    });
    expect(body<{ message: string }>(response).data.message).toContain('rules 1, 3');
    const zh = await save(t.admin, site, loop, { 'accept-language': 'zh-CN' });
    expect(body(zh).message).toBe(errors.GEO_RULES_LOOP.zh);
    expect(body<{ message: string }>(zh).data.message).toContain('来回跳转');
    // The old set is untouched.
    expect(await summary(t.admin, site)).toEqual([[0, 'AT', 'de', 'redirect']]);
  });

  it('refuses a country repeated with the same target (1325)', async () => {
    const site = await siteWithGerman('Geo Repeat');
    const response = await save(t.admin, site, [
      { countries: ['DE'], target_kind: 'lang', target: 'de' },
      { countries: ['AT', 'DE'], target_kind: 'lang', target: 'de' },
    ]);
    expect(body(response)).toMatchObject({ code: 1325, data: { country: 'DE', rules: [0, 1] } });
  });

  it('refuses more than 200 rules (1326)', async () => {
    const site = await siteWithGerman('Geo Many');
    const rules = Array.from({ length: 201 }, (_, i) => ({
      countries: ['DE'],
      target_kind: 'url',
      target: `https://acme.example/${i}`,
    }));
    expect(body(await save(t.admin, site, rules)).code).toBe(1326);
  });

  it('deletes one rule and closes the gap in positions', async () => {
    const site = await siteWithGerman('Geo Delete');
    const rules = body<GeoRuleList>(
      await save(t.admin, site, [
        { countries: ['DE'], target_kind: 'lang', target: 'de' },
        { countries: ['CN'], target_kind: 'url', target: 'https://acme.cn/' },
        { countries: ['US'], target_kind: 'lang', target: 'en', mode: 'suggest' },
      ]),
    ).data.list;
    const middle = rules[1]?.id as number;
    expect(body(await del(t.admin, site, middle))).toMatchObject({ code: 0, data: { id: middle } });
    expect(await summary(t.admin, site)).toEqual([
      [0, 'DE', 'de', 'redirect'],
      [1, 'US', 'en', 'suggest'],
    ]);
    expect(body(await del(t.admin, site, middle)).code).toBe(1105);
  });
});

describe('tenant isolation', () => {
  it("answers 1105 for another company's website or rule and changes nothing", async () => {
    const theirs = body<GeoRuleList>(
      await save(t.rival, t.rivalSite, [
        { countries: ['FR'], target_kind: 'url', target: 'https://rival.fr/' },
      ]),
    ).data.list[0]?.id as number;
    const mine = await siteWithGerman('Geo Mine');

    expect((await list(t.admin, t.rivalSite)).code).toBe(1105);
    const overwrite = await save(t.admin, t.rivalSite, [
      { countries: ['FR'], target_kind: 'url', target: 'https://evil.example/' },
    ]);
    expect(overwrite.statusCode).toBe(403);
    expect(body(overwrite).code).toBe(1105);
    expect(body(await del(t.admin, t.rivalSite, theirs)).code).toBe(1105);
    expect(body(await del(t.admin, mine, theirs)).code).toBe(1105);

    expect(await summary(t.rival, t.rivalSite)).toEqual([[0, 'FR', 'https://rival.fr/', 'redirect']]);
  });
});

describe('announcements', () => {
  it('tells the site servers when a website changes through the API', async () => {
    const site = await siteWithGerman('Geo Announce');
    const seen: (number | null)[] = [];
    const off = t.app.siteEvents.subscribe((id) => seen.push(id));
    try {
      await save(t.admin, site, [{ countries: ['DE'], target_kind: 'lang', target: 'de' }]);
      expect(seen).toContain(site);
      seen.length = 0;
      await req(t.admin, 'POST', '/api/website/block_ip', { website_id: site, ip: '192.0.2.1' });
      expect(seen).toContain(site);
    } finally {
      off();
    }
  });

  it('announces every saved change once, and no refused one', async () => {
    const site = await siteWithGerman('Geo Announce Service');
    const seen: number[] = [];
    const geo = createGeoRedirectService({ db: t.app.db, onChange: (id) => void seen.push(id) });
    const blocks = createBlockIpService({ db: t.app.db, onChange: (id) => void seen.push(id) });
    const companyId = (
      await t.app.db.select({ c: websites.companyId }).from(websites).where(eq(websites.id, site))
    )[0]?.c as number;
    const rule = { countries: ['DE'], target_kind: 'lang' as const, target: 'de', mode: 'redirect' as const };
    const saved = await geo.save(companyId, { website_id: site, rules: [rule] }, 'en');
    await expect(
      geo.save(companyId, { website_id: site, rules: [{ ...rule, target: 'fr' }] }, 'en'),
    ).rejects.toThrow('GEO_TARGET_LANGUAGE_UNKNOWN');
    await geo.del(companyId, site, saved.list[0]?.id as number);
    await blocks.add(companyId, { website_id: site, ip: '192.0.2.1/32', note: '' });
    await expect(blocks.add(companyId, { website_id: site, ip: '192.0.2.1/32', note: '' })).rejects.toThrow(
      'IP_ALREADY_BLOCKED',
    );
    await blocks.save(companyId, { website_id: site, ips: [] });
    expect(seen).toEqual([site, site, site, site]);
  });
});

describe('loadSiteAccessRules and compileSiteAccess', () => {
  it('give the site server one compiled view of a website', async () => {
    const site = await siteWithGerman('Geo Loaded');
    await save(t.admin, site, [{ countries: ['DE'], target_kind: 'lang', target: 'de' }]);
    await req(t.admin, 'POST', '/api/website/block_ip', { website_id: site, ip: '203.0.113.0/24' });
    const rules = await loadSiteAccessRules(t.app.db, site);
    expect(rules.blocked).toEqual(['203.0.113.0/24']);
    expect(rules.geo.map((r) => [r.countries, r.targetKind, r.target, r.mode, r.position])).toEqual([
      [['DE'], 'lang', 'de', 'redirect', 0],
    ]);
    const access = compileSiteAccess(rules, { languages: ['en', 'de'], defaultLanguage: 'en' });
    expect(access.isBlocked('::ffff:203.0.113.50')).toBe(true);
    expect(access.isBlocked('198.51.100.1')).toBe(false);
    expect(access.hasGeoRules).toBe(true);
    expect(access.geo({ country: 'DE', path: '/', lang: 'en' })).toEqual({
      kind: 'redirect',
      location: '/de/',
      status: 302,
    });
    expect(access.geo({ country: 'DE', path: '/de/', lang: 'de' })).toBeNull();
    // 5.9.0.1 is a German address in the shipped database, 8.8.8.8 an American one.
    expect(access.geoByIp({ ip: '::ffff:5.9.0.1', path: '/about', lang: 'en' })).toMatchObject({
      kind: 'redirect',
      location: '/de/',
    });
    expect(access.geoByIp({ ip: '8.8.8.8', path: '/about', lang: 'en' })).toBeNull();
    expect(access.geoByIp({ ip: '192.168.1.10', path: '/about', lang: 'en' })).toBeNull();
  });
});

describe('loadSiteAccessRules', () => {
  it('reads the normalised list of a website for the site server', async () => {
    const site = await newWebsite(t.app, t.admin, 'Loaded Blocks');
    await req(t.admin, 'POST', '/api/website/block_ips', {
      website_id: site,
      ips: [{ cidr: '203.0.113.0/24' }, { cidr: '2001:db8::1' }],
    });
    expect(await loadSiteAccessRules(t.app.db, site)).toEqual({
      blocked: ['203.0.113.0/24', '2001:db8::1/128'],
      geo: [],
    });
  });
});
