import { type BlockedIp, type BlockedIpList, errors } from '@sitewright/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, fieldPaths, newWebsite, send, setupApiTest } from '../../../test/helper.ts';

const t = setupApiTest({ rivalSite: 'Rival Blocks' });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const list = async (token: string, websiteId: number) =>
  body<BlockedIpList>(await req(token, 'GET', `/api/website/block_ips?website_id=${websiteId}`));
const saveAll = (token: string, websiteId: number, ips: unknown[]) =>
  req(token, 'POST', '/api/website/block_ips', { website_id: websiteId, ips });
const add = (token: string, websiteId: number, ip: string, note?: string) =>
  req(token, 'POST', '/api/website/block_ip', {
    website_id: websiteId,
    ip,
    ...(note === undefined ? {} : { note }),
  });
const del = (token: string, websiteId: number, id: number) =>
  req(token, 'DELETE', `/api/website/block_ip?website_id=${websiteId}&id=${id}`);
const cidrs = async (token: string, websiteId: number) =>
  (await list(token, websiteId)).data.list.map((e) => e.cidr);

describe('block_ips', () => {
  it('starts empty', async () => {
    const site = await newWebsite(t.app, t.admin, 'Empty Blocks');
    expect(await list(t.admin, site)).toMatchObject({ code: 0, data: { list: [] } });
  });

  it('replaces the whole list with normalised entries, in the order given, once each', async () => {
    const site = await newWebsite(t.app, t.admin, 'Replace Blocks');
    await saveAll(t.admin, site, [{ cidr: '10.0.0.1' }]);
    const saved = await saveAll(t.admin, site, [
      { cidr: '203.0.113.77/24', note: 'scraper' },
      { cidr: '2001:DB8:0:0::1' },
      { cidr: '::ffff:198.51.100.7' },
      { cidr: '203.0.113.0/24', note: 'again' },
    ]);
    expect(body(saved).code).toBe(0);
    const entries = body<BlockedIpList>(saved).data.list;
    expect(entries.map((e) => [e.cidr, e.note])).toEqual([
      ['203.0.113.0/24', 'scraper'],
      ['2001:db8::1/128', ''],
      ['198.51.100.7/32', ''],
    ]);
    expect(entries[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await cidrs(t.admin, site)).toEqual(['203.0.113.0/24', '2001:db8::1/128', '198.51.100.7/32']);

    expect(body(await saveAll(t.admin, site, [])).code).toBe(0);
    expect(await cidrs(t.admin, site)).toEqual([]);
  });

  it('refuses the whole list when one entry is not an address, and keeps the old one', async () => {
    const site = await newWebsite(t.app, t.admin, 'Bad Blocks');
    await saveAll(t.admin, site, [{ cidr: '192.0.2.1' }]);
    for (const bad of ['300.1.1.1', '10.0.0.0/33', '2001:db8::/129', 'example.com', '1.2.3.4/24/8', '']) {
      const response = await saveAll(t.admin, site, [{ cidr: '198.51.100.1' }, { cidr: bad }]);
      expect(response.statusCode, bad).toBe(400);
      expect(body(response).code).toBe(400);
      expect(fieldPaths(response)).toEqual(['ips.1.cidr']);
    }
    expect(await cidrs(t.admin, site)).toEqual(['192.0.2.1/32']);
  });

  it('refuses more than 1000 entries (1322)', async () => {
    const site = await newWebsite(t.app, t.admin, 'Many Blocks');
    const ips = Array.from({ length: 1001 }, (_, i) => ({ cidr: `10.${i >> 8}.${i & 255}.1` }));
    const response = await saveAll(t.admin, site, ips);
    expect(body(response).code).toBe(errors.BLOCKED_IPS_TOO_MANY.code);
    expect(await cidrs(t.admin, site)).toEqual([]);
  });
});

describe('block_ip', () => {
  it('adds one address or range and refuses it a second time in any spelling (1321)', async () => {
    const site = await newWebsite(t.app, t.admin, 'Add Blocks');
    const added = await add(t.admin, site, '::ffff:203.0.113.9', ' bot ');
    expect(body<BlockedIp>(added)).toMatchObject({ code: 0, data: { cidr: '203.0.113.9/32', note: 'bot' } });
    const again = await add(t.admin, site, '203.0.113.9/32');
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ code: 1321, data: { cidr: '203.0.113.9/32' } });
    const zh = await send(
      t.app,
      t.admin,
      'POST',
      '/api/website/block_ip',
      { website_id: site, ip: '203.0.113.9' },
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(body(zh).message).toBe(errors.IP_ALREADY_BLOCKED.zh);
    expect(body(await add(t.admin, site, '2001:db8::/32')).code).toBe(0);
    expect(await cidrs(t.admin, site)).toEqual(['203.0.113.9/32', '2001:db8::/32']);
  });

  it("asks before blocking a range that holds the operator's own address, and blocks it once confirmed", async () => {
    const site = await newWebsite(t.app, t.admin, 'Own Address Blocks');
    const from = (payload: unknown, url = '/api/website/block_ip') =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as InjectOptions['payload'],
        remoteAddress: '198.51.100.23',
        headers: { 'x-token': t.admin },
      });
    const warned = await from({ website_id: site, ip: '198.51.100.0/24', note: 'office?' });
    expect(warned.statusCode).toBe(409);
    expect(body(warned)).toMatchObject({
      code: errors.IP_BLOCKS_OWN_ADDRESS.code,
      data: { ip: '198.51.100.23', cidrs: ['198.51.100.0/24'] },
    });
    const wholeList = await from(
      { website_id: site, ips: [{ cidr: '198.51.100.23' }] },
      '/api/website/block_ips',
    );
    expect(body(wholeList).code).toBe(errors.IP_BLOCKS_OWN_ADDRESS.code);
    expect(await cidrs(t.admin, site)).toEqual([]);

    // Another address's range goes through without a question.
    expect(body(await from({ website_id: site, ip: '203.0.113.0/24' })).code).toBe(0);
    const confirmed = await from({ website_id: site, ip: '198.51.100.0/24', confirm_own_address: true });
    expect(body(confirmed).code).toBe(0);
    // Saving the list again with the range already in it does not ask again.
    const again = await from(
      { website_id: site, ips: [{ cidr: '203.0.113.0/24' }, { cidr: '198.51.100.0/24', note: 'edited' }] },
      '/api/website/block_ips',
    );
    expect(body(again).code).toBe(0);
    expect(await cidrs(t.admin, site)).toEqual(['203.0.113.0/24', '198.51.100.0/24']);
  });

  it('refuses an address that is not one', async () => {
    const site = await newWebsite(t.app, t.admin, 'Add Bad');
    const response = await add(t.admin, site, '1.2.3');
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['ip']);
    expect(body(response).message).toContain('IPv4 or IPv6');
  });

  it('deletes one entry, and answers 1105 for one that is not there', async () => {
    const site = await newWebsite(t.app, t.admin, 'Delete Blocks');
    const first = body<BlockedIp>(await add(t.admin, site, '192.0.2.0/24')).data;
    await add(t.admin, site, '192.0.2.200/32');
    const deleted = await del(t.admin, site, first.id);
    expect(body(deleted)).toMatchObject({ code: 0, data: { id: first.id } });
    expect(await cidrs(t.admin, site)).toEqual(['192.0.2.200/32']);
    expect(body(await del(t.admin, site, first.id)).code).toBe(1105);
  });
});

describe('tenant isolation', () => {
  it("answers 1105 for another company's website or entry and changes nothing", async () => {
    const theirs = body<BlockedIp>(await add(t.rival, t.rivalSite, '198.51.100.0/24')).data;
    const mine = await newWebsite(t.app, t.admin, 'Mine Blocks');

    expect((await list(t.admin, t.rivalSite)).code).toBe(1105);
    expect(body(await saveAll(t.admin, t.rivalSite, [{ cidr: '1.1.1.1' }])).code).toBe(1105);
    expect(body(await add(t.admin, t.rivalSite, '1.1.1.1')).code).toBe(1105);
    expect(body(await del(t.admin, t.rivalSite, theirs.id)).code).toBe(1105);
    // Their entry through my website's id.
    expect(body(await del(t.admin, mine, theirs.id)).code).toBe(1105);
    expect((await req(t.admin, 'GET', `/api/website/block_ips?website_id=${t.rivalSite}`)).statusCode).toBe(
      403,
    );

    expect(await cidrs(t.rival, t.rivalSite)).toEqual(['198.51.100.0/24']);
  });

  it('validates ids', async () => {
    const response = await req(t.admin, 'GET', '/api/website/block_ips?website_id=abc');
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['website_id']);
    expect(body(await req(t.admin, 'GET', '/api/website/block_ips?website_id=2147483647')).code).toBe(1105);
    const beyond = await req(t.admin, 'GET', '/api/website/block_ips?website_id=2147483648');
    expect(beyond.statusCode).toBe(400);
    expect(fieldPaths(beyond)).toEqual(['website_id']);
  });
});
