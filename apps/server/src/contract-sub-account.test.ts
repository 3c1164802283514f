import {
  ALL_FEATURE_ROLES,
  errors,
  ROLES,
  type TeamRole,
  type TeamUser,
  type UserInfo,
} from '@sitewright/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractEndpoints,
  SWEEP_SHARE,
  sweptEndpoints,
  type Endpoint,
  fill,
  isWebsiteSlot,
  type Request,
  raiseIdSequences,
  seedMarkedWebsite,
  sendSwept,
  type Slot,
  tableDigests,
  template,
} from '../test/contract-sweep.ts';
import { body, call, login, send } from '../test/helper.ts';
import { buildUploadApp } from '../test/upload-helpers.ts';

/**
 * A sub-account works on the websites granted to it and no other (spec §1, issue 15): every call
 * of the contract that takes an id, made by a sub-account of company demo with the ids of records
 * of a website of the same company it was not granted, answers 1105 (or 404), changes nothing and
 * shows nothing of that website; the website list shows the granted website only, and the granted
 * website still works.
 */

/** Every text of the ungranted website's records contains it; no answer to the sub-account may. */
const MARK = 'xk7';

type Build = Awaited<ReturnType<typeof buildUploadApp>>;
let t: Build;
let ungranted: number;
let granted: number;
let sub: string;
/** Ids of the ungranted website's records (every table with a website_id), the website's among them. */
let idsOfUngranted: number[];
/** A page of the ungranted website. */
let hiddenPage: number;

const describeInput = (input: Request) => JSON.stringify(input).slice(0, 160);

async function rowsOfWebsite(websiteId: number): Promise<number[]> {
  const tables = (
    (await t.app.db.execute(sql`
      select c.table_name from information_schema.columns c
      join information_schema.columns i
        on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      where c.table_schema = 'public' and c.column_name = 'website_id' order by c.table_name`)) as unknown as {
      rows: { table_name: string }[];
    }
  ).rows;
  const ids = new Set<number>([websiteId]);
  for (const { table_name: name } of tables) {
    const found = (
      (await t.app.db.execute(
        sql.raw(`select id from "${name}" where website_id = ${Number(websiteId)} order by id`),
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => Number(r.id));
    // First and last of each table keep the sweep short.
    if (found.length > 0) ids.add(found[0] as number).add(found[found.length - 1] as number);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Requests naming the ungranted website's records: alone, and beside the granted website. */
function requestsAgainstUngranted(endpoint: Endpoint): Request[] {
  const { base, slots } = template(endpoint);
  const websites = slots.filter(isWebsiteSlot);
  const others = slots.filter((s) => !isWebsiteSlot(s));
  const assign = (website: number, pick: (slot: Slot) => number) =>
    fill(
      base,
      new Map([...websites.map((s) => [s, website] as const), ...others.map((s) => [s, pick(s)] as const)]),
    );
  const out: Request[] = [];
  if (others.length === 0) out.push(assign(ungranted, () => ungranted));
  for (const id of idsOfUngranted) {
    if (others.length > 0) out.push(assign(ungranted, () => id));
    // The granted website with the other website's record: the website check alone must not pass it.
    if (others.length > 0 && websites.length > 0) out.push(assign(granted, () => id));
  }
  return out;
}

const adminOnly = (endpoint: Endpoint) =>
  endpoint.roles !== undefined && endpoint.roles.length === 1 && endpoint.roles[0] === ROLES.admin;

beforeAll(async () => {
  t = await buildUploadApp();
  const admin = t.token;
  const on = (path: string, payload: unknown, method = 'POST') =>
    send(t.app, admin, method, path, payload).then((r) => {
      if (body(r).code !== 0) throw new Error(`${path}: ${r.body}`);
      return body<Record<string, unknown>>(r).data;
    });
  ({ websiteId: ungranted, pageId: hiddenPage } = await seedMarkedWebsite(
    t.app,
    admin,
    MARK,
    `${MARK} Hidden`,
  ));
  idsOfUngranted = await rowsOfWebsite(ungranted);
  // Later rows get ids far above, so no id of the ungranted website names a granted one's record.
  await raiseIdSequences(t.app);
  granted = (
    (await on('/api/website/website-add', { name: 'Granted', flag_code: 'US', default_language: 'en' })) as {
      website_id: number;
    }
  ).website_id;

  // The sub-account: every feature but user management, granted one website.
  const role = (await on('/api/website/role/role', {
    name: 'Everything',
    roles: ALL_FEATURE_ROLES,
  })) as TeamRole;
  const me = body<UserInfo>(await call(t.app, admin, 'GET', '/api/user/info')).data;
  const user = (await on('/api/website/user/user', {
    user_name: `helper@${me.sub_domain_suffix}`,
    password: 'helper-password',
    role_id: role.id,
  })) as TeamUser;
  await on('/api/website/user/sub-auth', { id: user.id, website_ids: [granted], role_id: role.id });
  sub = (
    await login(t.app, {
      companyId: 'demo',
      username: `helper@${me.sub_domain_suffix}`,
      password: 'helper-password',
    })
  ).token;
  expect(sub).not.toBe('');
}, 120_000);
afterAll(() => t.close());

describe('a sub-account', () => {
  it('is refused every call that names a website it was not granted, or one of its records, and sees none of it', {
    timeout: 300_000,
  }, async () => {
    expect(idsOfUngranted.length).toBeGreaterThan(5);
    const before = await tableDigests(t.app);
    const problems: string[] = [];
    let swept = 0;
    for (const endpoint of sweptEndpoints()) {
      // User management is for administrators, which a sub-account never is (checked below).
      if (adminOnly(endpoint)) continue;
      const where = `${endpoint.method} ${endpoint.path}`;
      const { base, slots } = template(endpoint);
      if (slots.length === 0) {
        if (endpoint.method !== 'GET') continue;
        const response = await sendSwept(t.app, sub, endpoint, base);
        if (response.body.toLowerCase().includes(MARK))
          problems.push(`${where}: shows the ungranted website`);
        continue;
      }
      swept++;
      for (const input of requestsAgainstUngranted(endpoint)) {
        const response = await sendSwept(t.app, sub, endpoint, input);
        const answer = response.headers['content-type']?.toString().includes('json')
          ? body(response)
          : { code: -1 };
        if (response.body.toLowerCase().includes(MARK)) {
          problems.push(`${where} ${describeInput(input)}: shows the ungranted website`);
        }
        if (answer.code !== errors.ILLEGAL_OPERATION.code && response.statusCode !== 404) {
          problems.push(
            `${where} ${describeInput(input)}: ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(swept).toBeGreaterThan(30 / SWEEP_SHARE);
    expect(await tableDigests(t.app)).toEqual(before);
  });

  it('lists only its granted website, works on it, and cannot create websites or manage users', async () => {
    const list = body<{ list: { website_id: number }[] }>(
      await call(t.app, sub, 'GET', '/api/website/website-list?page=1&page_size=999'),
    ).data.list;
    expect(list.map((w) => w.website_id)).toEqual([granted]);
    const me = body<UserInfo>(await call(t.app, sub, 'GET', '/api/user/info')).data;
    expect(me.sub_account).toBe(true);
    // Its messages: about its website or about no website, never about one it was not granted.
    // (Inserted at the end of the file's story, after the sweep compared the tables.)
    await t.app.db.execute(sql`
      insert into messages (company_id, user_id, title, website_id) values
        (${me.company.id}, ${me.id}, 'about the granted site', ${granted}),
        (${me.company.id}, ${me.id}, 'about the account', null),
        (${me.company.id}, ${me.id}, ${`${MARK} about the hidden site`}, ${ungranted})`);
    const messages = await call(t.app, sub, 'GET', '/api/website/message-list?page=1&page_size=20');
    expect(body(messages).code).toBe(0);
    expect(messages.body).toContain('about the granted site');
    expect(messages.body).toContain('about the account');
    expect(messages.body.toLowerCase()).not.toContain(MARK);
    // The draft preview, outside /api, keeps to the grants as well.
    const preview = await call(t.app, sub, 'GET', `/preview?id=${hiddenPage}`);
    expect(preview.statusCode).toBe(404);
    expect(preview.body.toLowerCase()).not.toContain(MARK);
    const info = await call(t.app, sub, 'GET', `/api/website/website-info?website_id=${granted}`);
    expect(body(info).code).toBe(0);
    const pages = await call(t.app, sub, 'GET', `/api/website/page?website_id=${granted}`);
    expect(body(pages).code).toBe(0);
    const folder = await send(t.app, sub, 'POST', '/api/media/folder', { website_id: granted, name: 'mine' });
    expect(body(folder).code).toBe(0);
    const redirect = await send(t.app, sub, 'POST', '/api/website/redirect-rule', {
      website_id: granted,
      source: '/a',
      target: '/b',
    });
    expect(body(redirect).code).toBe(0);
    const add = await send(t.app, sub, 'POST', '/api/website/website-add', {
      name: 'Another',
      flag_code: 'US',
      default_language: 'en',
    });
    expect(body(add).code).toBe(errors.SUB_ACCOUNT_REFUSED.code);
    for (const endpoint of contractEndpoints().filter(adminOnly)) {
      const { base } = template(endpoint);
      const response = await sendSwept(t.app, sub, endpoint, base);
      if (response.statusCode !== 400)
        expect(body(response).code, endpoint.path).toBe(errors.ROLE_REQUIRED.code);
    }
  });
});
