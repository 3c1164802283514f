import { ALL_FEATURE_ROLES, errors } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, newWebsite, send, signInDemoOperator, signInRival } from '../test/helper.ts';
import {
  companyIds,
  companyRowIds,
  SWEEP_SHARE,
  sweptEndpoints,
  type Endpoint,
  fill,
  isWebsiteSlot,
  type Request,
  type Slot,
  raiseIdSequences,
  seedMarkedWebsite,
  sendSwept,
  tableDigests,
  template,
} from '../test/contract-sweep.ts';
import { buildUploadApp, noisyJpeg, upload } from '../test/upload-helpers.ts';

/**
 * Every call of the contract that takes an id, made with the real ids of company A's records by an
 * operator of company B (every answer 1105 or a 404, nothing changes, nothing of A shows), then by
 * an operator of A without the call's role (1009). Which calls take ids, and where, comes from the
 * contract's `Id` schemas, so a module added later is swept as soon as its calls are in the contract.
 */

/** Every text company A's records were given contains it; no answer to B may. */
const MARK = 'zq9';

type Build = Awaited<ReturnType<typeof buildUploadApp>>;
let t: Build;
let websiteA: number;
let websiteB: number;
let rival: string;
/** A's record ids (a few per table), none of which names any record of B. */
let idsOfA: number[];
/** B's own record ids, for calls that take two ids: B's record beside A's. */
let idsOfB: number[];

/** The requests of one endpoint that point at A's records, as B may send them. */
function crossCompanyRequests(endpoint: Endpoint): Request[] {
  const { base, slots } = template(endpoint);
  const websites = slots.filter(isWebsiteSlot);
  const others = slots.filter((s) => !isWebsiteSlot(s));
  const out: Request[] = [];
  const assign = (website: number, pick: (slot: Slot) => number) =>
    fill(
      base,
      new Map([...websites.map((s) => [s, website] as const), ...others.map((s) => [s, pick(s)] as const)]),
    );
  // A's website, A's record.
  if (others.length === 0) out.push(assign(websiteA, () => websiteA));
  for (const id of idsOfA) {
    if (others.length > 0) out.push(assign(websiteA, () => id));
    // B's own website with A's record: the website check alone must not let A's record through.
    if (others.length > 0 && websites.length > 0) out.push(assign(websiteB, () => id));
  }
  // Two records named: A's in one place, B's own in the other (moving B's file into A's folder).
  if (others.length > 1) {
    for (const target of others) {
      for (const id of idsOfA) {
        for (const own of idsOfB) out.push(assign(websiteB, (s) => (s === target ? id : own)));
      }
    }
  }
  return out;
}

const describeInput = (input: Request) => JSON.stringify(input).slice(0, 160);

/** A few ids per table (first and last), all tables of a company together. */
async function sampledIds(companyId: number): Promise<number[]> {
  const byTable = await companyRowIds(t.app, companyId);
  const ids = new Set<number>();
  for (const list of byTable.values()) {
    if (list.length > 0) ids.add(list[0] as number).add(list[list.length - 1] as number);
  }
  return [...ids].sort((a, b) => a - b);
}

beforeAll(async () => {
  t = await buildUploadApp();
  const admin = t.token;
  // One record of every kind, each named with the mark.
  websiteA = (await seedMarkedWebsite(t.app, admin, MARK, `${MARK} Alpha`)).websiteId;

  // B's records get ids far above A's in every table, so no id of A's happens to name one of B's.
  await raiseIdSequences(t.app);
  rival = await signInRival(t.app);
  websiteB = await newWebsite(t.app, rival, 'Rival site');
  const folderB = await send(t.app, rival, 'POST', '/api/media/folder', {
    website_id: websiteB,
    name: 'own',
  });
  expect(body(folderB).code).toBe(0);
  const fileB = await upload(
    t.app,
    rival,
    'upload_file',
    { website_id: websiteB },
    {
      name: 'own.jpg',
      data: await noisyJpeg(40, 30, 2),
      type: 'image/jpeg',
    },
  );
  expect(body(fileB).code).toBe(0);

  const companies = await companyIds(t.app);
  const companyA = companies.get('demo') as number;
  const companyB = companies.get('rival') as number;
  const everyB = new Set([...(await companyRowIds(t.app, companyB)).values()].flat());
  idsOfA = (await sampledIds(companyA)).filter((id) => !everyB.has(id));
  idsOfB = (await sampledIds(companyB)).filter((id) => id !== websiteB);
}, 120_000);
afterAll(() => t.close());

describe('records of another company', () => {
  it('are refused by every call that takes an id, to an operator of another company, and never shown', {
    timeout: 300_000,
  }, async () => {
    expect(idsOfA.length).toBeGreaterThan(2);

    const before = await tableDigests(t.app);
    const problems: string[] = [];
    let swept = 0;
    for (const endpoint of sweptEndpoints()) {
      const where = `${endpoint.method} ${endpoint.path}`;
      const { base, slots } = template(endpoint);
      if (slots.length === 0) {
        // Calls without ids (lists, counts) answer B about B only.
        if (endpoint.method !== 'GET') continue;
        const response = await sendSwept(t.app, rival, endpoint, base);
        if (response.body.toLowerCase().includes(MARK)) problems.push(`${where}: shows A's records`);
        continue;
      }
      swept++;
      for (const input of crossCompanyRequests(endpoint)) {
        const response = await sendSwept(t.app, rival, endpoint, input);
        const answer = response.headers['content-type']?.toString().includes('json')
          ? body(response)
          : { code: -1 };
        if (response.body.toLowerCase().includes(MARK))
          problems.push(`${where} ${describeInput(input)}: shows A's records`);
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

  it('are refused to an operator of the same company whose roles do not cover the call', {
    timeout: 120_000,
  }, async () => {
    const gated = sweptEndpoints().filter((e) => e.roles);
    const tokens = new Map<string, string>();
    for (const endpoint of gated) {
      const key = [...(endpoint.roles ?? [])].sort().join(',');
      if (tokens.has(key)) continue;
      // Every other role: no role but the call's own opens it.
      const roles = ALL_FEATURE_ROLES.filter((r) => !endpoint.roles?.includes(r));
      tokens.set(key, await signInDemoOperator(t.app, `without-${tokens.size}`, roles));
    }
    const before = await tableDigests(t.app);
    const problems: string[] = [];
    for (const endpoint of gated) {
      const token = tokens.get([...(endpoint.roles ?? [])].sort().join(',')) as string;
      const { base, slots } = template(endpoint);
      const input = fill(
        base,
        new Map(slots.map((s) => [s, isWebsiteSlot(s) ? websiteA : (idsOfA[0] as number)] as const)),
      );
      const response = await sendSwept(t.app, token, endpoint, input);
      const answer = body(response);
      if (answer.code !== errors.ROLE_REQUIRED.code) {
        problems.push(
          `${endpoint.method} ${endpoint.path}: ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(gated.length).toBeGreaterThan(30 / SWEEP_SHARE);
    expect(await tableDigests(t.app)).toEqual(before);
  });
});
