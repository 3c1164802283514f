import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { SmsConfig } from '../../config.ts';

/** One text to one phone. `code` is the one-time code in it: template-based providers send only that. */
export const smsMessageSchema = z.object({
  /** E.164, e.g. `+8613800138000`. */
  to: z.string().regex(/^\+[1-9]\d{6,14}$/),
  text: z.string().min(1),
  code: z.string(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/** A way to deliver a text; throwing makes the job try again later. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, signal?: AbortSignal): Promise<void>;
}

/** How long one provider call may take before it counts as failed. */
const PROVIDER_TIMEOUT_MS = 15_000;

const timeout = (signal?: AbortSignal) =>
  signal
    ? AbortSignal.any([signal, AbortSignal.timeout(PROVIDER_TIMEOUT_MS)])
    : AbortSignal.timeout(PROVIDER_TIMEOUT_MS);

/** Something the provider refused: its own code and message, for the job's last_error. */
export class SmsProviderError extends Error {
  override name = 'SmsProviderError';
}

async function readJson(response: Response, provider: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SmsProviderError(
      `${provider} answered HTTP ${response.status} without JSON: ${text.slice(0, 200)}`,
    );
  }
}

/**
 * The embedded default: each text becomes `DATA_DIR/outbox/sms/<time>-<id>.json` holding
 * `{"to","text","code"}`, and one log line names it, so every flow can be finished on one machine.
 */
export function outboxSmsProvider(
  dataDir: string,
  log: (line: string, fields: Record<string, unknown>) => void,
): SmsProvider {
  const folder = join(dataDir, 'outbox', 'sms');
  return {
    name: 'outbox',
    async send(message) {
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(folder, `${stamp}-${randomBytes(4).toString('hex')}.json`);
      // Written aside and renamed, so that whoever watches the folder never reads half a file.
      await writeFile(
        `${file}.part`,
        `${JSON.stringify({ to: message.to, text: message.text, code: message.code }, null, 2)}\n`,
      );
      await rename(`${file}.part`, file);
      log(`SMS to ${message.to} written to ${file}`, { file, to: message.to });
    },
  };
}

/**
 * Alibaba Cloud percent-encoding (RFC 3986): everything but letters, digits and `-_.~` is escaped,
 * which encodeURIComponent almost does.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The RPC signature of Alibaba Cloud's APIs (SignatureVersion 1.0): HMAC-SHA1, keyed with the
 * secret and `&`, over `METHOD&%2F&` + the encoded, sorted, canonicalised query.
 */
export function aliyunSignature(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] as string)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Dysmsapi wants mainland numbers bare and others as digits with their country code, no `+`. */
const aliyunPhone = (e164: string) => (e164.startsWith('+86') ? e164.slice(3) : e164.slice(1));

/** Alibaba Cloud SMS (Dysmsapi SendSms, version 2017-05-25), with the code as the template's `code`. */
export function aliyunSmsProvider(
  config: Extract<SmsConfig, { provider: 'aliyun' }>,
  now = () => new Date(),
): SmsProvider {
  return {
    name: 'aliyun',
    async send(message, signal) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: aliyunPhone(message.to),
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const signature = aliyunSignature('GET', params, config.accessKeySecret);
      const query = [`Signature=${aliyunPercentEncode(signature)}`]
        .concat(
          Object.keys(params)
            .sort()
            .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k] as string)}`),
        )
        .join('&');
      const response = await fetch(`${config.endpoint.replace(/\/+$/, '')}/?${query}`, {
        signal: timeout(signal),
      });
      const body = (await readJson(response, 'Alibaba Cloud SMS')) as { Code?: string; Message?: string };
      if (body.Code !== 'OK')
        throw new SmsProviderError(
          `Alibaba Cloud SMS refused: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim(),
        );
    },
  };
}

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Tencent Cloud's TC3-HMAC-SHA256 signature of a JSON POST: a canonical request over the signed
 * headers and the body's hash, signed with a key derived from the secret, the UTC date and the service.
 */
export function tencentAuthorization(input: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  timestamp: number;
  body: string;
  contentType: string;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${input.contentType}\nhost:${input.host}\n`,
    'content-type;host',
    sha256Hex(input.body),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** Tencent Cloud SMS (SendSms, version 2021-01-11), with the code as the template's one parameter. */
export function tencentSmsProvider(
  config: Extract<SmsConfig, { provider: 'tencent' }>,
  now = () => Date.now(),
): SmsProvider {
  const contentType = 'application/json; charset=utf-8';
  return {
    name: 'tencent',
    async send(message, signal) {
      const url = new URL(config.endpoint);
      const timestamp = Math.floor(now() / 1000);
      const body = JSON.stringify({
        PhoneNumberSet: [message.to],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: config.templateId,
        TemplateParamSet: [message.code],
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: tencentAuthorization({
            secretId: config.secretId,
            secretKey: config.secretKey,
            service: 'sms',
            host: url.host,
            timestamp,
            body,
            contentType,
          }),
          'Content-Type': contentType,
          'X-TC-Action': 'SendSms',
          'X-TC-Version': '2021-01-11',
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Region': config.region,
        },
        body,
        signal: timeout(signal),
      });
      const answer = (await readJson(response, 'Tencent Cloud SMS')) as {
        Response?: {
          Error?: { Code: string; Message: string };
          SendStatusSet?: { Code: string; Message: string }[];
        };
      };
      const error = answer.Response?.Error;
      if (error) throw new SmsProviderError(`Tencent Cloud SMS refused: ${error.Code} ${error.Message}`);
      const status = answer.Response?.SendStatusSet?.[0];
      if (status?.Code !== 'Ok')
        throw new SmsProviderError(
          `Tencent Cloud SMS refused: ${status?.Code ?? response.status} ${status?.Message ?? ''}`.trim(),
        );
    },
  };
}

/** Twilio Messaging: a form POST with the account's SID and auth token as HTTP basic credentials. */
export function twilioSmsProvider(config: Extract<SmsConfig, { provider: 'twilio' }>): SmsProvider {
  return {
    name: 'twilio',
    async send(message, signal) {
      const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: config.from, Body: message.text }).toString(),
        signal: timeout(signal),
      });
      if (response.ok) return;
      const body = (await readJson(response, 'Twilio')) as { code?: number; message?: string };
      throw new SmsProviderError(
        `Twilio refused: ${body.code ?? response.status} ${body.message ?? ''}`.trim(),
      );
    },
  };
}

/** The provider SMS_PROVIDER names. */
export function smsProviderFromConfig(
  config: SmsConfig,
  dataDir: string,
  log: (line: string, fields: Record<string, unknown>) => void,
): SmsProvider {
  switch (config.provider) {
    case 'outbox':
      return outboxSmsProvider(dataDir, log);
    case 'aliyun':
      return aliyunSmsProvider(config);
    case 'tencent':
      return tencentSmsProvider(config);
    case 'twilio':
      return twilioSmsProvider(config);
  }
}
