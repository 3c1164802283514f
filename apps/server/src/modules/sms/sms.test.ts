import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aliyunSmsProvider,
  outboxSmsProvider,
  tencentSmsProvider,
  twilioSmsProvider,
} from './sms-providers.ts';

/** A local stand-in for a provider's API: `answer` sees each request and says what to reply. */
async function fakeEndpoint(
  answer: (request: IncomingMessage, body: string) => { status: number; json: unknown },
): Promise<{ url: string; requests: number; close(): Promise<void> }> {
  const state = { requests: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests++;
      const { status, json } = answer(request, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = { to: '+8613800138000', text: 'Your verification code is 042917.', code: '042917' };

describe('Alibaba Cloud SMS', () => {
  const secret = 'aliyun-secret';
  /** Recomputed here from Alibaba Cloud's RPC signature description, apart from the driver's code. */
  const expectedSignature = (params: URLSearchParams) => {
    const enc = (s: string) =>
      encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const pairs = [...params.entries()]
      .filter(([k]) => k !== 'Signature')
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const canonical = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
    return createHmac('sha1', `${secret}&`)
      .update(`GET&%2F&${enc(canonical)}`)
      .digest('base64');
  };
  let seen: URLSearchParams | undefined;
  let endpoint: Awaited<ReturnType<typeof fakeEndpoint>>;
  beforeAll(async () => {
    endpoint = await fakeEndpoint((request) => {
      const params = new URL(request.url ?? '/', 'http://x').searchParams;
      seen = params;
      if (params.get('Signature') !== expectedSignature(params)) {
        return {
          status: 400,
          json: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' },
        };
      }
      return { status: 200, json: { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' } };
    });
  });
  afterAll(() => endpoint.close());
  const provider = (accessKeySecret: string) =>
    aliyunSmsProvider({
      provider: 'aliyun',
      endpoint: endpoint.url,
      accessKeyId: 'LTAI-test',
      accessKeySecret,
      signName: '阿里云短信测试',
      templateCode: 'SMS_154950909',
    });

  it('sends SendSms with a signature the endpoint accepts, the code as template parameter', async () => {
    await provider(secret).send(message);
    expect(seen?.get('Action')).toBe('SendSms');
    expect(seen?.get('Version')).toBe('2017-05-25');
    expect(seen?.get('PhoneNumbers')).toBe('13800138000');
    expect(seen?.get('SignName')).toBe('阿里云短信测试');
    expect(JSON.parse(seen?.get('TemplateParam') ?? '')).toEqual({ code: '042917' });
    expect(seen?.get('SignatureMethod')).toBe('HMAC-SHA1');
    expect(seen?.get('Timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('fails (so the job tries again) with the provider refusal when the secret is wrong', async () => {
    await expect(provider('wrong').send(message)).rejects.toThrow(
      'Alibaba Cloud SMS refused: SignatureDoesNotMatch',
    );
  });
});

describe('Tencent Cloud SMS', () => {
  const secretKey = 'tencent-secret-key';
  /** Recomputed here from Tencent Cloud's TC3-HMAC-SHA256 description. */
  const expectedAuthorization = (request: IncomingMessage, body: string) => {
    const timestamp = Number(request.headers['x-tc-timestamp']);
    const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    const canonical = `POST\n/\n\ncontent-type:${request.headers['content-type']}\nhost:${request.headers.host}\n\ncontent-type;host\n${sha(body)}`;
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha(canonical)}`;
    const h = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();
    const key = h(h(h(`TC3${secretKey}`, date), 'sms'), 'tc3_request');
    const signature = createHmac('sha256', key).update(toSign).digest('hex');
    return `TC3-HMAC-SHA256 Credential=AKID-test/${date}/sms/tc3_request, SignedHeaders=content-type;host, Signature=${signature}`;
  };
  let seen: { headers: IncomingMessage['headers']; body: Record<string, unknown> } | undefined;
  let endpoint: Awaited<ReturnType<typeof fakeEndpoint>>;
  beforeAll(async () => {
    endpoint = await fakeEndpoint((request, body) => {
      seen = { headers: request.headers, body: JSON.parse(body) as Record<string, unknown> };
      if (request.headers.authorization !== expectedAuthorization(request, body)) {
        return {
          status: 200,
          json: {
            Response: {
              Error: { Code: 'AuthFailure.SignatureFailure', Message: 'signature mismatch' },
              RequestId: 'r',
            },
          },
        };
      }
      return {
        status: 200,
        json: { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' } },
      };
    });
  });
  afterAll(() => endpoint.close());
  const provider = (key: string) =>
    tencentSmsProvider({
      provider: 'tencent',
      endpoint: endpoint.url,
      region: 'ap-guangzhou',
      secretId: 'AKID-test',
      secretKey: key,
      sdkAppId: '1400000000',
      signName: '腾讯云',
      templateId: '449739',
    });

  it('posts SendSms signed with TC3-HMAC-SHA256, which the endpoint accepts', async () => {
    await provider(secretKey).send(message);
    expect(seen?.headers['x-tc-action']).toBe('SendSms');
    expect(seen?.headers['x-tc-version']).toBe('2021-01-11');
    expect(seen?.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(seen?.body).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '腾讯云',
      TemplateId: '449739',
      TemplateParamSet: ['042917'],
    });
  });

  it('fails with the provider refusal when the key is wrong', async () => {
    await expect(provider('wrong').send(message)).rejects.toThrow(
      'Tencent Cloud SMS refused: AuthFailure.SignatureFailure signature mismatch',
    );
  });
});

describe('Twilio', () => {
  let seen: { url: string; form: URLSearchParams } | undefined;
  let endpoint: Awaited<ReturnType<typeof fakeEndpoint>>;
  beforeAll(async () => {
    endpoint = await fakeEndpoint((request, body) => {
      seen = { url: request.url ?? '', form: new URLSearchParams(body) };
      const expected = `Basic ${Buffer.from('AC123:twilio-token').toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return { status: 401, json: { code: 20003, message: 'Authenticate', status: 401 } };
      }
      return { status: 201, json: { sid: 'SM1', status: 'queued' } };
    });
  });
  afterAll(() => endpoint.close());
  const provider = (authToken: string) =>
    twilioSmsProvider({
      provider: 'twilio',
      baseUrl: endpoint.url,
      accountSid: 'AC123',
      authToken,
      from: '+15005550006',
    });

  it('posts the text as a form to the account Messages resource with basic credentials', async () => {
    await provider('twilio-token').send({ ...message, to: '+14155552671' });
    expect(seen?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(Object.fromEntries(seen?.form ?? [])).toEqual({
      To: '+14155552671',
      From: '+15005550006',
      Body: 'Your verification code is 042917.',
    });
  });

  it('fails with the provider refusal when the token is wrong', async () => {
    await expect(provider('wrong').send(message)).rejects.toThrow('Twilio refused: 20003 Authenticate');
  });
});

describe('the SMS outbox', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'sw-sms-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes {to, text, code} to DATA_DIR/outbox/sms/<time>-<id>.json and names the file in a log line', async () => {
    const lines: { line: string; fields: Record<string, unknown> }[] = [];
    await outboxSmsProvider(dataDir, (line, fields) => lines.push({ line, fields })).send(message);
    const folder = join(dataDir, 'outbox', 'sms');
    const [file] = readdirSync(folder);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.json$/);
    expect(JSON.parse(readFileSync(join(folder, file as string), 'utf8'))).toEqual(message);
    expect(lines).toEqual([
      {
        line: `SMS to +8613800138000 written to ${join(folder, file as string)}`,
        fields: { file: join(folder, file as string), to: '+8613800138000' },
      },
    ]);
  });
});
