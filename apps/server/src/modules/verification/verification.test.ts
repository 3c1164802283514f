import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errors } from '@sitewright/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/helper.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { migrationsFolder } from '../../paths.ts';
import type { MailMessage } from '../mail/index.ts';
import type { SmsMessage } from '../sms/index.ts';
import { createMemoryCodeLimiters } from './code-limits.ts';
import { createVerificationService } from './verification.service.ts';
import { verificationCodes } from './verification.schema.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate(migrationsFolder());
});
afterAll(() => database.close());

/** A service on a clock the test moves, recording what it would send. */
function setup() {
  let now = Date.parse('2026-03-01T08:00:00Z');
  const texts: SmsMessage[] = [];
  const mails: MailMessage[] = [];
  const clock = () => now;
  const service = createVerificationService({
    db: database.db,
    limiters: createMemoryCodeLimiters(clock),
    sendSms: async (_tx, message) => texts.push(message),
    sendMail: async (_tx, message) => mails.push(message),
    now: clock,
  });
  const advance = (ms: number) => {
    now += ms;
  };
  return { service, texts, mails, advance };
}

/** The error key a promise is refused with, and its data. */
async function refusal(promise: Promise<unknown>): Promise<{ key: string; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { key: error.key, data: error.data };
    throw error;
  }
  throw new Error('expected a refusal');
}

const phone = { scene: 'sign-in', channel: 'sms' as const, ip: '198.51.100.7', lang: 'en' as const };

describe('one-time codes', () => {
  beforeEach(async () => {
    await database.db.delete(verificationCodes);
  });

  it('sends a 6-digit code to the phone in E.164, in the recipient language, and accepts it once', async () => {
    const t = setup();
    expect(await t.service.issue({ ...phone, lang: 'zh', target: '+86 138-0013-8000' })).toEqual({
      expiresIn: 300,
      resendAfter: 60,
    });
    const [text] = t.texts;
    expect(text?.to).toBe('+8613800138000');
    expect(text?.code).toMatch(/^\d{6}$/);
    expect(text?.text).toBe(`您的验证码是 ${text?.code}，5 分钟内有效，请勿泄露给他人。`);
    const code = text?.code as string;
    expect(await t.service.verify({ ...phone, target: '+8613800138000', code })).toEqual({ companyId: null });
    // Single use.
    expect((await refusal(t.service.verify({ ...phone, target: '+8613800138000', code }))).key).toBe(
      'CODE_INVALID',
    );
    // Only the hash is stored.
    const rows = await database.db.select().from(verificationCodes);
    expect(rows.map((r) => r.codeHash)).not.toContain(code);
  });

  it('mails codes asked for by e-mail', async () => {
    const t = setup();
    await t.service.issue({ ...phone, channel: 'email', target: ' Ada@Example.com ' });
    expect(t.mails[0]?.to).toBe('ada@example.com');
    const code = /\d{6}/.exec(t.mails[0]?.subject ?? '')?.[0] as string;
    expect(await t.service.verify({ ...phone, channel: 'email', target: 'ada@example.com', code })).toEqual({
      companyId: null,
    });
  });

  it('refuses a code after its five minutes', async () => {
    const t = setup();
    await t.service.issue({ ...phone, target: '+8613800138001' });
    const code = t.texts[0]?.code as string;
    t.advance(5 * 60_000);
    expect((await refusal(t.service.verify({ ...phone, target: '+8613800138001', code }))).key).toBe(
      'CODE_INVALID',
    );
  });

  it('burns a code after five wrong tries, even for the right code after them', async () => {
    const t = setup();
    await t.service.issue({ ...phone, target: '+8613800138002' });
    const code = t.texts[0]?.code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const keys: string[] = [];
    for (let i = 0; i < 5; i++)
      keys.push((await refusal(t.service.verify({ ...phone, target: '+8613800138002', code: wrong }))).key);
    expect(keys).toEqual([
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_TOO_MANY_TRIES',
    ]);
    expect((await refusal(t.service.verify({ ...phone, target: '+8613800138002', code }))).key).toBe(
      'CODE_INVALID',
    );
  });

  it('makes the caller wait 60 seconds between codes, saying how long, and retires the older code', async () => {
    const t = setup();
    await t.service.issue({ ...phone, target: '+8613800138003' });
    t.advance(45_000);
    const early = await refusal(t.service.issue({ ...phone, target: '+8613800138003' }));
    expect(early).toEqual({ key: 'CODE_COOLDOWN', data: { seconds: 15 } });
    expect(errors.CODE_COOLDOWN.en).toContain('{seconds} seconds');
    t.advance(15_000);
    await t.service.issue({ ...phone, target: '+8613800138003' });
    expect(t.texts).toHaveLength(2);
    const [first, second] = t.texts.map((m) => m.code);
    if (first !== second) {
      expect(
        (await refusal(t.service.verify({ ...phone, target: '+8613800138003', code: first as string }))).key,
      ).toBe('CODE_INVALID');
    }
    expect(await t.service.verify({ ...phone, target: '+8613800138003', code: second as string })).toEqual({
      companyId: null,
    });
  });

  it('limits codes per phone, per account and per address', async () => {
    const t = setup();
    const target = '+8613800138004';
    for (let i = 0; i < 5; i++) {
      await t.service.issue({ ...phone, target });
      t.advance(61_000);
    }
    expect((await refusal(t.service.issue({ ...phone, target }))).key).toBe('CODE_RATE_LIMITED');

    const account = setup();
    for (let i = 0; i < 10; i++)
      await account.service.issue({
        ...phone,
        ip: `203.0.113.${i}`,
        account: 'user:7',
        target: `+86138001381${String(i).padStart(2, '0')}`,
      });
    expect(
      (
        await refusal(
          account.service.issue({
            ...phone,
            ip: '203.0.113.99',
            account: 'user:7',
            target: '+8613800138199',
          }),
        )
      ).key,
    ).toBe('CODE_RATE_LIMITED');

    const ip = setup();
    for (let i = 0; i < 30; i++)
      await ip.service.issue({
        ...phone,
        ip: '192.0.2.1',
        target: `+86139001382${String(i).padStart(2, '0')}`,
      });
    expect(
      (await refusal(ip.service.issue({ ...phone, ip: '192.0.2.1', target: '+8613900138299' }))).key,
    ).toBe('CODE_RATE_LIMITED');
  });

  it('answers alike for an unregistered phone, and sends it nothing', async () => {
    const t = setup();
    const known = await t.service.issue({ ...phone, target: '+8613800138005' });
    const unknown = await t.service.issue({ ...phone, target: '+8613800138006', deliver: false });
    expect(unknown).toEqual(known);
    expect(t.texts.map((m) => m.to)).toEqual(['+8613800138005']);
    // The cooldown and the refusal of a guess are the same too.
    t.advance(10_000);
    expect(await refusal(t.service.issue({ ...phone, target: '+8613800138006', deliver: false }))).toEqual(
      await refusal(t.service.issue({ ...phone, target: '+8613800138005' })),
    );
    expect(
      (await refusal(t.service.verify({ ...phone, target: '+8613800138006', code: '123456' }))).key,
    ).toBe('CODE_INVALID');
  });

  it('checks a code without using it, then uses it once; a use in a failed transaction leaves it good', async () => {
    const t = setup();
    const target = '+8613800138007';
    await t.service.issue({ ...phone, target });
    const code = t.texts[0]?.code as string;
    const checked = await t.service.check({ ...phone, target, code });
    expect(await t.service.check({ ...phone, target, code })).toEqual(checked);
    await database.db
      .transaction(async (tx) => {
        await t.service.use(checked.id, tx);
        throw new Error('the work failed');
      })
      .catch(() => {});
    expect(await t.service.use(checked.id)).toEqual({ companyId: null });
    expect((await refusal(t.service.use(checked.id))).key).toBe('CODE_INVALID');
    expect((await refusal(t.service.check({ ...phone, target, code }))).key).toBe('CODE_INVALID');
  });

  it('refuses a phone number that is not one', async () => {
    const t = setup();
    expect((await refusal(t.service.issue({ ...phone, target: '12345' }))).key).toBe('PHONE_INVALID');
    expect(t.texts).toEqual([]);
  });
});

describe('codes through the app (SMS outbox)', () => {
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sw-codes-'));
    t = await buildTestApp({
      env: { DATA_DIR: dataDir },
      deps: { jobs: { run: true, worker: { pollMs: 100 } } },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the code to the SMS outbox through a job, and the code from it is accepted', async () => {
    await t.app.codes.issue({ ...phone, target: '+44 7911 123456' });
    const folder = join(dataDir, 'outbox', 'sms');
    await expect
      .poll(() => readdirSync(folder).filter((f) => f.endsWith('.json')).length, { timeout: 10_000 })
      .toBe(1);
    const [file] = readdirSync(folder);
    const sent = JSON.parse(readFileSync(join(folder, file as string), 'utf8')) as {
      to: string;
      code: string;
    };
    expect(sent.to).toBe('+447911123456');
    expect(await t.app.codes.verify({ ...phone, target: '+447911123456', code: sent.code })).toEqual({
      companyId: null,
    });
  });
});
