import {
  errors,
  type RedirectCsvError,
  type RedirectExport,
  type RedirectImportResult,
  type RedirectRule,
  type RedirectRuleList,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, newWebsite, send, setupApiTest } from '../../../test/helper.ts';
import { redirectRules } from '../../db/schema.ts';
import { createHitCounter } from './hit-counter.ts';
import { compileRedirects } from './redirect-matcher.ts';
import { loadRedirectRules } from './redirect.repository.ts';

const t = setupApiTest({ rivalSite: 'Rival Redirects' });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);
const save = (token: string, payload: Record<string, unknown>) =>
  req(token, 'POST', '/api/website/redirect-rule', payload);
const list = async (token: string, websiteId: number) =>
  body<RedirectRuleList>(await req(token, 'GET', `/api/website/redirect-rules?website_id=${websiteId}`)).data;
const importCsv = (token: string, websiteId: number, csv: string) =>
  req(token, 'POST', '/api/website/redirect-rules/import', { website_id: websiteId, csv });
const rules = async (websiteId: number) =>
  (await list(t.admin, websiteId)).list.map((r) => [r.match_kind, r.source, r.target, r.status_code]);
async function saved(websiteId: number, rule: Record<string, unknown>): Promise<RedirectRule> {
  const response = await save(t.admin, { website_id: websiteId, ...rule });
  expect(body(response)).toMatchObject({ code: 0 });
  return body<RedirectRule>(response).data;
}

describe('saving and listing redirects', () => {
  it('creates, lists in order, updates and deletes rules', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Basics');
    expect(await list(t.admin, site)).toEqual({ list: [], total: 0 });
    const first = await saved(site, { source: '/old-about', target: '/about' });
    expect(first).toMatchObject({ source: '/old-about', match_kind: 'exact', status_code: 301, hits: 0 });
    const second = await saved(site, {
      source: '/blog',
      match_kind: 'prefix',
      target: 'https://news.example.com/',
      status_code: 302,
    });
    expect(second.position).toBeGreaterThan(first.position);
    expect(await rules(site)).toEqual([
      ['exact', '/old-about', '/about', 301],
      ['prefix', '/blog', 'https://news.example.com/', 302],
    ]);

    const changed = await saved(site, {
      id: first.id,
      source: '/old-about',
      target: '/team',
      status_code: 302,
    });
    expect(changed).toMatchObject({ id: first.id, target: '/team', status_code: 302 });

    const deleted = await req(
      t.admin,
      'DELETE',
      `/api/website/redirect-rule?website_id=${site}&id=${second.id}`,
    );
    expect(body(deleted)).toMatchObject({ code: 0, data: { id: second.id } });
    expect(await rules(site)).toEqual([['exact', '/old-about', '/team', 302]]);
  });

  it('refuses a second rule with the same source and match with 1316', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Duplicates');
    await saved(site, { source: '/x', target: '/y' });
    const again = await save(t.admin, { website_id: site, source: '/x', target: '/z' });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe(errors.REDIRECT_SOURCE_TAKEN.code);
    // The same path as a prefix is another rule.
    await saved(site, { source: '/x', match_kind: 'prefix', target: '/z' });
  });

  it('refuses unusable sources and targets with a message that says what to fix', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Validation');
    const cases: [Record<string, unknown>, number][] = [
      [{ source: 'https://example.com/old', target: '/new' }, 1311],
      [{ source: '//example.com/old', target: '/new' }, 1311],
      [{ source: '/old', target: '//evil.com' }, 1312],
      [{ source: '/old', target: 'javascript:alert(1)' }, 1312],
      [{ source: '/old', target: 'new' }, 1312],
      [{ source: '/old/(a+)+', match_kind: 'regex', target: '/new' }, 1313],
      [{ source: '/old/([a-z', match_kind: 'regex', target: '/new' }, 1313],
      [{ source: '/old/(\\d+)', match_kind: 'regex', target: '/new/$2' }, 1313],
    ];
    for (const [rule, code] of cases) {
      const response = await save(t.admin, { website_id: site, ...rule });
      expect(response.statusCode, JSON.stringify(rule)).toBe(400);
      expect(body(response).code, JSON.stringify(rule)).toBe(code);
    }
    const zh = await send(
      t.app,
      t.admin,
      'POST',
      '/api/website/redirect-rule',
      { website_id: site, source: '/old', target: '//evil.com' },
      { 'accept-language': 'zh-CN' },
    );
    expect(body(zh).message).toBe(errors.REDIRECT_TARGET_INVALID.zh);
    const badStatus = await save(t.admin, {
      website_id: site,
      source: '/old',
      target: '/new',
      status_code: 307,
    });
    expect(body(badStatus).code).toBe(400);
    expect(await rules(site)).toEqual([]);
  });

  it('takes a source typed without its leading "/" as that path, in a form and in a CSV file', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Slashes');
    expect(await saved(site, { source: 'old-menu', target: '/menu' })).toMatchObject({ source: '/old-menu' });
    expect(await saved(site, { source: ' shop ', match_kind: 'prefix', target: '/store' })).toMatchObject({
      source: '/shop',
    });
    const again = await save(t.admin, { website_id: site, source: '/old-menu', target: '/x' });
    expect(body(again).code).toBe(errors.REDIRECT_SOURCE_TAKEN.code);
    expect(body(await importCsv(t.admin, site, 'source,target\nold-prices,/prices\n')).code).toBe(0);
    expect(await rules(site)).toEqual([
      ['exact', '/old-menu', '/menu', 301],
      ['prefix', '/shop', '/store', 301],
      ['exact', '/old-prices', '/prices', 301],
    ]);
  });

  it('saves prefix and regular-expression rules that the matcher then follows', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Kinds');
    await saved(site, { source: '/shop', match_kind: 'prefix', target: '/store' });
    await saved(site, { source: '/p/(\\d+)', match_kind: 'regex', target: '/product/$1', status_code: 302 });
    const match = compileRedirects(await loadRedirectRules(t.app.db, site));
    expect(match('/shop/hats/red')).toMatchObject({ location: '/store/hats/red', status: 301 });
    expect(match('/p/42')).toMatchObject({ location: '/product/42', status: 302 });
    expect(match('/p/x')).toBeNull();
  });
});

describe('loops and chains', () => {
  it('refuses A → B → A with 1314 and names the loop', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Loop');
    await saved(site, { source: '/a', target: '/b' });
    const loop = await save(t.admin, { website_id: site, source: '/b', target: '/a' });
    expect(body(loop)).toMatchObject({
      code: errors.REDIRECT_LOOP.code,
      data: { chain: ['/b', '/a', '/b'] },
    });
    const self = await save(t.admin, { website_id: site, source: '/c', target: '/c?ref=1' });
    expect(body(self).code).toBe(errors.REDIRECT_LOOP.code);
    expect(await rules(site)).toEqual([['exact', '/a', '/b', 301]]);
  });

  it('accepts a chain of 3 redirects and refuses a 4th hop with 1315', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Chain');
    await saved(site, { source: '/1', target: '/2' });
    await saved(site, { source: '/2', target: '/3' });
    await saved(site, { source: '/3', target: '/4' });
    const fourth = await save(t.admin, {
      website_id: site,
      source: '/4',
      match_kind: 'prefix',
      target: '/5',
    });
    expect(body(fourth)).toMatchObject({ code: errors.REDIRECT_CHAIN_TOO_LONG.code });
    // Prepending a hop makes the chain too long as well.
    const before = await save(t.admin, { website_id: site, source: '/0', target: '/1' });
    expect(body(before).code).toBe(errors.REDIRECT_CHAIN_TOO_LONG.code);
    expect((await list(t.admin, site)).total).toBe(3);
  });

  it('follows a regular-expression target into a loop', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Regex Loop');
    await saved(site, { source: '/mid', match_kind: 'prefix', target: '/old' });
    const regex = await save(t.admin, {
      website_id: site,
      source: '/old/(\\w+)',
      match_kind: 'regex',
      target: '/mid/$1',
    });
    expect(body(regex).code).toBe(errors.REDIRECT_LOOP.code);
  });

  it('refuses a deletion that uncovers a loop', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Uncover');
    const exact = await saved(site, { source: '/a', target: '/c' });
    await saved(site, { source: '/a', match_kind: 'prefix', target: '/b' });
    await saved(site, { source: '/b', target: '/a' });
    const del = await req(t.admin, 'DELETE', `/api/website/redirect-rule?website_id=${site}&id=${exact.id}`);
    expect(body(del).code).toBe(errors.REDIRECT_LOOP.code);
    expect((await list(t.admin, site)).total).toBe(3);
  });
});

describe('CSV import and export', () => {
  it('merges: updates matching rules, adds new ones and keeps the rest', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Import');
    const kept = await saved(site, { source: '/keep', target: '/kept' });
    const updated = await saved(site, { source: '/change', target: '/before' });
    await t.app.db.update(redirectRules).set({ hits: 7 }).where(eq(redirectRules.id, updated.id));
    const csv = [
      'Source, Target ,status,match',
      '/change,/after,302,',
      '/new,https://example.com/x?a=1,,exact',
      '"/docs",/help,301,prefix',
      '',
      '"/p/(\\d+),(\\d+)",/q/$2,,regex',
    ].join('\r\n');
    const response = await importCsv(t.admin, site, csv);
    expect(body<RedirectImportResult>(response)).toMatchObject({
      code: 0,
      data: { added: 3, updated: 1, kept: 1 },
    });
    const after = (await list(t.admin, site)).list;
    expect(after.map((r) => [r.match_kind, r.source, r.target, r.status_code])).toEqual([
      ['exact', '/keep', '/kept', 301],
      ['exact', '/change', '/after', 302],
      ['exact', '/new', 'https://example.com/x?a=1', 301],
      ['prefix', '/docs', '/help', 301],
      ['regex', '/p/(\\d+),(\\d+)', '/q/$2', 301],
    ]);
    expect(after.find((r) => r.id === updated.id)?.hits).toBe(7);
    expect(after[0]?.id).toBe(kept.id);
  });

  it('writes nothing when a line is wrong and lists every wrong line with its number', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Import Errors');
    await saved(site, { source: '/a', target: '/b' });
    const csv = [
      'source,target,status,match',
      '/fine,/ok',
      'https://old.example.com/x,/x',
      '/x,//evil.com',
      '/y,/z,307',
      '/w,/v,301,fuzzy',
      '/fine,/again',
      '/r/(a+)+,/s,,regex',
      '/b,/a',
    ].join('\n');
    const response = await importCsv(t.admin, site, csv);
    expect(response.statusCode).toBe(400);
    const answer = body<{ errors: RedirectCsvError[] }>(response);
    expect(answer.code).toBe(errors.REDIRECT_CSV_INVALID.code);
    expect(answer.data.errors.map((e) => [e.line, e.code])).toEqual([
      [3, 1311],
      [4, 1312],
      [5, 1317],
      [6, 1317],
      [7, 1317],
      [8, 1313],
    ]);
    expect(answer.data.errors[2]?.message).toContain('301 or 302');
    expect(await rules(site)).toEqual([['exact', '/a', '/b', 301]]);

    // Once every line reads well, a loop with the existing rules is reported on its line.
    const loop = await importCsv(t.admin, site, 'source,target\n/fine,/ok\n/b,/a\n');
    expect(body<{ errors: RedirectCsvError[] }>(loop).data.errors).toMatchObject([
      { line: 3, code: errors.REDIRECT_LOOP.code },
    ]);
    expect(await rules(site)).toEqual([['exact', '/a', '/b', 301]]);
  });

  it('refuses a file without the source and target columns', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Import Header');
    const response = await importCsv(t.admin, site, '/a,/b\n/c,/d\n');
    expect(body<{ errors: RedirectCsvError[] }>(response).data.errors).toMatchObject([{ line: 1 }]);
    const quote = await importCsv(t.admin, site, 'source,target\n"/a,/b\n');
    expect(body<{ errors: RedirectCsvError[] }>(quote).data.errors).toMatchObject([{ line: 2 }]);
  });

  it('exports CSV that imports back to the same rules', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Export');
    await saved(site, { source: '/a', target: '/b', status_code: 302, ignore_case: true });
    await saved(site, { source: '/p/(\\d+),x', match_kind: 'regex', target: '/q/$1' });
    await saved(site, { source: '/docs', match_kind: 'prefix', target: 'https://example.com/"x"' });
    const exported = body<RedirectExport>(
      await req(t.admin, 'GET', `/api/website/redirect-rules/export?website_id=${site}`),
    ).data;
    expect(exported.csv.split('\r\n')[0]).toBe('source,target,status,match,ignore_case');
    expect(exported.file_name).toMatch(/\.csv$/);

    const copy = await newWebsite(t.app, t.admin, 'Redirect Export Copy');
    const imported = await importCsv(t.admin, copy, exported.csv);
    expect(body(imported)).toMatchObject({ code: 0, data: { added: 3, updated: 0, kept: 0 } });
    expect(await rules(copy)).toEqual(await rules(site));
    const cases = async (websiteId: number) =>
      (await list(t.admin, websiteId)).list.map((r) => [r.source, r.ignore_case]);
    expect(await cases(site)).toEqual([
      ['/a', true],
      ['/p/(\\d+),x', false],
      ['/docs', false],
    ]);
    expect(await cases(copy)).toEqual(await cases(site));
    // Importing the same file again changes nothing.
    const again = await importCsv(t.admin, copy, exported.csv);
    expect(body(again)).toMatchObject({ code: 0, data: { added: 0, updated: 0, kept: 0 } });
  });
});

describe('CSV letter case column', () => {
  it('sets ignore_case from the file, keeps a rule’s own when the column is left out, refuses other values', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Import Case');
    await saved(site, { source: '/kept-case', target: '/x', ignore_case: true });
    await saved(site, { source: '/turned-off', target: '/x', ignore_case: true });
    const cases = async () =>
      Object.fromEntries((await list(t.admin, site)).list.map((r) => [r.source, r.ignore_case]));

    const first = await importCsv(
      t.admin,
      site,
      'source,target,ignore_case\n/yes,/x,yes\n/one,/x,1\n/plain,/x,\n/turned-off,/x,false\n',
    );
    expect(body(first)).toMatchObject({ code: 0, data: { added: 3, updated: 1, kept: 1 } });
    expect(await cases()).toEqual({
      '/kept-case': true,
      '/turned-off': false,
      '/yes': true,
      '/one': true,
      '/plain': false,
    });

    // A file without the column (an older export) leaves every rule's letter case as it was.
    const older = await importCsv(t.admin, site, 'source,target,status,match\n/kept-case,/y,301,exact\n');
    expect(body(older)).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await cases())['/kept-case']).toBe(true);

    // The imported setting is what the site does: '/YES' redirects, '/PLAIN' does not.
    const match = compileRedirects(await loadRedirectRules(t.app.db, site));
    expect(match('/YES')).toMatchObject({ location: '/x' });
    expect(match('/PLAIN')).toBeNull();

    const wrong = await importCsv(t.admin, site, 'source,target,ignore_case\n/z,/x,sometimes\n');
    expect(wrong.statusCode).toBe(400);
    const answer = body<{ errors: RedirectCsvError[] }>(wrong).data.errors;
    expect(answer).toMatchObject([{ line: 2, code: errors.REDIRECT_CSV_INVALID.code }]);
    expect(answer[0]?.message).toContain('ignore_case');
    expect((await cases())['/z']).toBeUndefined();
  });
});

describe('tenant isolation', () => {
  it("answers 1105 for another company's website and rules and changes nothing", async () => {
    const theirs = body<RedirectRule>(
      await save(t.rival, { website_id: t.rivalSite, source: '/theirs', target: '/x' }),
    ).data;
    const site = await newWebsite(t.app, t.admin, 'Redirect Mine');
    const attempts = [
      req(t.admin, 'GET', `/api/website/redirect-rules?website_id=${t.rivalSite}`),
      save(t.admin, { website_id: t.rivalSite, source: '/mine', target: '/x' }),
      save(t.admin, { website_id: site, id: theirs.id, source: '/theirs', target: '/y' }),
      save(t.admin, { website_id: t.rivalSite, id: theirs.id, source: '/theirs', target: '/y' }),
      req(t.admin, 'DELETE', `/api/website/redirect-rule?website_id=${t.rivalSite}&id=${theirs.id}`),
      req(t.admin, 'DELETE', `/api/website/redirect-rule?website_id=${site}&id=${theirs.id}`),
      importCsv(t.admin, t.rivalSite, 'source,target\n/theirs,/z\n'),
      req(t.admin, 'GET', `/api/website/redirect-rules/export?website_id=${t.rivalSite}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
    }
    expect((await list(t.rival, t.rivalSite)).list.map((r) => [r.source, r.target])).toEqual([
      ['/theirs', '/x'],
    ]);
    expect(await rules(site)).toEqual([]);
  });
});

describe('hit counting', () => {
  it('adds batched hits with one write and shows them in the list', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Hits');
    const a = await saved(site, { source: '/a', target: '/b' });
    const c = await saved(site, { source: '/c', target: '/d' });
    const counter = createHitCounter(t.app.db, { flushMs: 60_000 });
    for (let i = 0; i < 5; i++) counter.hit(a.id);
    counter.hit(c.id);
    counter.hit(999_999);
    expect((await list(t.admin, site)).list.map((r) => r.hits)).toEqual([0, 0]);
    await counter.flush();
    expect((await list(t.admin, site)).list.map((r) => r.hits)).toEqual([5, 1]);
    counter.hit(a.id);
    await counter.close();
    counter.hit(a.id);
    await counter.flush();
    expect((await list(t.admin, site)).list.map((r) => r.hits)).toEqual([6, 1]);
  });

  it('flushes on its own timer', async () => {
    const site = await newWebsite(t.app, t.admin, 'Redirect Hit Timer');
    const a = await saved(site, { source: '/a', target: '/b' });
    const counter = createHitCounter(t.app.db, { flushMs: 50 });
    counter.hit(a.id);
    await expect.poll(async () => (await list(t.admin, site)).list[0]?.hits, { timeout: 3000 }).toBe(1);
    await counter.close();
  });

  it('keeps the counts of a failed write for the next one', async () => {
    let fail = true;
    const writes: string[] = [];
    const db = {
      execute: async (query: unknown) => {
        if (fail) throw new Error('database away');
        writes.push(String(query));
        return t.app.db.execute(query as Parameters<typeof t.app.db.execute>[0]);
      },
    } as unknown as Parameters<typeof createHitCounter>[0];
    const site = await newWebsite(t.app, t.admin, 'Redirect Hit Retry');
    const a = await saved(site, { source: '/a', target: '/b' });
    const errorsSeen: unknown[] = [];
    const counter = createHitCounter(db, { flushMs: 60_000, onError: (e) => errorsSeen.push(e) });
    counter.hit(a.id);
    counter.hit(a.id);
    await counter.flush();
    expect(errorsSeen).toHaveLength(1);
    fail = false;
    counter.hit(a.id);
    await counter.close();
    expect(writes).toHaveLength(1);
    expect((await list(t.admin, site)).list[0]?.hits).toBe(3);
  });
});
