import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { decode, startSmtp } from '../../../test/smtp.ts';
import { invitationMail, passwordResetMail, signInCodeMail } from './mail-templates.ts';

describe('mail templates', () => {
  it('writes the reset mail in the recipient language, as text and HTML, with the link in both', () => {
    const link = 'http://localhost:3000/reset?token=abc&lang=en';
    const en = passwordResetMail({ lang: 'en', link, userName: 'Ada', minutes: 30 });
    expect(en.subject).toBe('Reset your password');
    expect(en.text).toContain(link);
    expect(en.text).toContain('30 minutes');
    expect(en.html).toContain('href="http://localhost:3000/reset?token=abc&amp;lang=en"');
    const zh = passwordResetMail({ lang: 'zh', link, userName: '小明', minutes: 30 });
    expect(zh.subject).toBe('重置您的密码');
    expect(zh.text).toContain('小明，您好');
    expect(zh.html).toContain('lang="zh-CN"');
  });

  it('escapes what the caller supplies, so a name cannot inject markup', () => {
    const mail = invitationMail({
      lang: 'en',
      link: 'http://localhost:3000/invite?t=1',
      companyName: '<script>alert(1)</script>',
      inviter: 'Eve "the" <b>boss</b>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Eve &quot;the&quot; &lt;b&gt;boss&lt;/b&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('puts the sign-in code in the subject and the body, in English and Chinese', () => {
    expect(signInCodeMail({ lang: 'en', code: '012345', minutes: 5 })).toMatchObject({
      subject: 'Your sign-in code: 012345',
      text: expect.stringContaining('valid for 5 minutes'),
    });
    expect(signInCodeMail({ lang: 'zh', code: '012345', minutes: 5 }).text).toContain('5 分钟内有效');
  });
});

describe('sending mail through jobs', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Sitewright <no-reply@example.com>' },
      deps: { jobs: { run: true, worker: { pollMs: 100 } } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers a mail to the SMTP server, from MAIL_FROM, with a text and an HTML part', async () => {
    const link = 'http://localhost:3000/reset?token=s3cret';
    await t.app.mail.send(t.app.db, {
      to: 'ada@example.com',
      ...passwordResetMail({ lang: 'zh', link, userName: 'Ada', minutes: 30 }),
    });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@example.com');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.message).toContain('重置您的密码');
    expect(mail?.message).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.message).toMatch(/Content-Type: text\/html/i);
    expect(mail?.message).toContain(link);
  });

  it('sends nothing for a request that rolled back', async () => {
    const before = smtp.received.length;
    await t.app.db
      .transaction(async (tx) => {
        await t.app.mail.send(tx, { to: 'nobody@example.com', subject: 'x', text: 'x', html: '<p>x</p>' });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await t.app.mail.send(t.app.db, {
      to: 'after@example.com',
      subject: 'after',
      text: 'after',
      html: '<p>after</p>',
    });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(before + 1);
    expect(smtp.received.at(-1)?.to).toEqual(['after@example.com']);
  });
});

describe('the mail outbox (no SMTP configured)', () => {
  let dataDir: string;
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sw-outbox-'));
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await buildTestApp({
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      deps: { jobs: { run: true, worker: { pollMs: 100 } }, logStream },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file under DATA_DIR/outbox/mail and names it in one log line', async () => {
    const link = 'http://localhost:3000/invite?token=welcome';
    await t.app.mail.send(t.app.db, {
      to: 'new@example.com',
      ...invitationMail({ lang: 'en', link, companyName: 'Demo Co', inviter: 'admin' }),
    });
    const folder = join(dataDir, 'outbox', 'mail');
    await expect
      .poll(() => readdirSync(folder).filter((f) => f.endsWith('.eml')).length, { timeout: 10_000 })
      .toBe(1);
    const [file] = readdirSync(folder);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const eml = decode(readFileSync(join(folder, file as string), 'latin1'));
    expect(eml).toContain('To: new@example.com');
    expect(eml).toContain('Subject: admin invited you to Demo Co');
    expect(eml).toContain(link);
    const logged = lines.map((l) => JSON.parse(l) as { msg?: string; file?: string }).filter((l) => l.file);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.msg).toBe(`mail to new@example.com written to ${join(folder, file as string)}`);
  });
});
