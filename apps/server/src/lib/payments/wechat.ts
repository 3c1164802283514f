import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import type { CurrencyCode, WechatCredentials } from '@sitewright/contract';
import {
  callProvider,
  header,
  keyOrRefuse,
  type ProviderResponse,
  readCurrency,
  readPrivateKey,
  readPublicKey,
  shortDetail,
} from './http.ts';
import {
  type CheckoutRequest,
  type CheckoutStarted,
  type IncomingNotification,
  type PaymentDriver,
  PaymentProviderError,
  type PaymentReport,
  PaymentSignatureError,
  type VerifiedNotification,
} from './types.ts';

/** How far a signed timestamp may be from our clock (WeChat Pay recommends five minutes). */
export const WECHAT_TOLERANCE_SECONDS = 300;

interface WechatOptions {
  baseUrl: string;
  fetch: typeof fetch;
  now: () => Date;
}

/** WeChat Pay API v3, Native pay (a QR code the payer scans), RSA-SHA256 both ways. */
export function createWechatDriver(
  credentials: WechatCredentials,
  { baseUrl, fetch: fetchImpl, now }: WechatOptions,
): PaymentDriver {
  const merchantKey = keyOrRefuse(() => readPrivateKey(credentials.private_key), 'merchant private key');
  const platformKey = keyOrRefuse(
    () => readPublicKey(credentials.platform_public_key),
    'platform public key',
  );

  async function call(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown) {
    const text = body === undefined ? '' : JSON.stringify(body);
    const authorization = wechatAuthorization({
      method,
      pathWithQuery,
      body: text,
      mchId: credentials.mch_id,
      serialNo: credentials.serial_no,
      key: merchantKey,
      at: now(),
    });
    const response = await callProvider(fetchImpl, `${baseUrl}${pathWithQuery}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : text,
    });
    let answer: Record<string, unknown> = {};
    if (response.text) {
      try {
        answer = JSON.parse(response.text) as Record<string, unknown>;
      } catch {
        throw new PaymentProviderError('refused', `unreadable answer (${response.status})`);
      }
    }
    if (response.status < 300 || header(Object.fromEntries(response.headers), 'wechatpay-signature')) {
      checkAnswerSignature(response);
    }
    return { status: response.status, answer };
  }

  /** Successful answers must carry WeChat Pay's signature; errors are checked when they carry one. */
  function checkAnswerSignature(response: ProviderResponse) {
    try {
      verifyWechatSignature(
        Object.fromEntries(response.headers),
        response.text,
        credentials.platform_key_id,
        platformKey,
        now(),
      );
    } catch (error) {
      const detail = error instanceof Error ? error.message : 'bad signature';
      throw new PaymentProviderError('refused', `answer not signed by WeChat Pay (${detail})`);
    }
  }

  const refusal = (status: number, answer: Record<string, unknown>) =>
    new PaymentProviderError(
      'refused',
      shortDetail([answer.code, answer.message].filter(Boolean).join(': '), `answered ${status}`),
    );

  const queryPath = (no: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(no)}?mchid=${encodeURIComponent(credentials.mch_id)}`;

  function report(transaction: Record<string, unknown>, fallbackNo: string): PaymentReport {
    const amount = (transaction.amount ?? {}) as Record<string, unknown>;
    const paid = typeof amount.payer_total === 'number' ? amount.payer_total : amount.total;
    return {
      state: tradeState(transaction.trade_state),
      orderNumber: String(transaction.out_trade_no ?? fallbackNo),
      providerRef: String(transaction.out_trade_no ?? fallbackNo),
      amount: typeof amount.total === 'number' ? amount.total : typeof paid === 'number' ? paid : undefined,
      currency: readCurrency(amount.currency ?? 'CNY'),
    };
  }

  return {
    provider: 'wechat',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      if (request.currency !== 'CNY') {
        throw new PaymentProviderError('refused', `WeChat Pay takes CNY, not ${request.currency}`);
      }
      const { status, answer } = await call('POST', '/v3/pay/transactions/native', {
        appid: credentials.app_id,
        mchid: credentials.mch_id,
        description: request.description.slice(0, 127),
        out_trade_no: request.orderNumber,
        time_expire: rfc3339Beijing(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amount, currency: 'CNY' },
      });
      if (status >= 300) throw refusal(status, answer);
      if (typeof answer.code_url !== 'string')
        throw new PaymentProviderError('refused', 'no code_url in the answer');
      return { providerRef: request.orderNumber, qrCode: answer.code_url };
    },

    async query(orderNumber: string): Promise<PaymentReport> {
      const { status, answer } = await call('GET', queryPath(orderNumber));
      if (status === 404 && answer.code === 'ORDER_NOT_EXIST') {
        return { state: 'pending', orderNumber, providerRef: orderNumber };
      }
      if (status >= 300) throw refusal(status, answer);
      return report(answer, orderNumber);
    },

    async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null> {
      const text = notification.rawBody.toString('utf8');
      verifyWechatSignature(notification.headers, text, credentials.platform_key_id, platformKey, now());
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new PaymentSignatureError('unreadable WeChat Pay notification');
      }
      const resource = (event.resource ?? {}) as Record<string, unknown>;
      const transaction = decryptWechatResource(resource, credentials.api_v3_key);
      if (transaction.mchid !== undefined && transaction.mchid !== credentials.mch_id) {
        throw new PaymentSignatureError('notification for another merchant');
      }
      const reply = { status: 204, contentType: 'text/plain', body: '' };
      if (resource.original_type !== undefined && resource.original_type !== 'transaction') return null;
      if (!transaction.out_trade_no || !transaction.trade_state) return null;
      return { ...report(transaction, ''), eventId: String(event.id ?? ''), reply };
    },

    async refund(orderNumber: string, _providerRef: string, amount: number, currency: CurrencyCode) {
      const { status, answer } = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: orderNumber,
        // One refund per order: the same refund number makes a retry idempotent.
        out_refund_no: `${orderNumber}-R`,
        amount: { refund: amount, total: amount, currency },
      });
      if (status >= 300) throw refusal(status, answer);
    },

    async test() {
      const { status, answer } = await call('GET', queryPath(`TEST${randomBytes(8).toString('hex')}`));
      if (status < 300 || answer.code === 'ORDER_NOT_EXIST') return;
      throw refusal(status, answer);
    },
  };
}

function tradeState(state: unknown): PaymentReport['state'] {
  if (state === 'SUCCESS' || state === 'REFUND') return 'paid';
  if (state === 'CLOSED' || state === 'PAYERROR' || state === 'REVOKED') return 'failed';
  return 'pending';
}

/** RFC 3339 in Beijing time (`2026-11-29T00:30:00+08:00`), the form WeChat Pay's examples use. */
export function rfc3339Beijing(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The Authorization header of a v3 request: the merchant signs method, path, time, nonce and body. */
export function wechatAuthorization(input: {
  method: string;
  pathWithQuery: string;
  body: string;
  mchId: string;
  serialNo: string;
  key: KeyObject | string;
  at: Date;
  nonce?: string;
}): string {
  const timestamp = String(Math.floor(input.at.getTime() / 1000));
  const nonce = input.nonce ?? randomBytes(16).toString('hex').toUpperCase();
  const message = `${input.method}\n${input.pathWithQuery}\n${timestamp}\n${nonce}\n${input.body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(input.key, 'base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${input.serialNo}"`
  );
}

/** Signs an answer or a notification as WeChat Pay does: the Wechatpay-* headers. */
export function wechatPlatformHeaders(body: string, key: KeyObject | string, keyId: string, at: Date) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': keyId,
  };
}

/** Checks the Wechatpay-* headers over `timestamp\nnonce\nbody\n` with the platform key. */
export function verifyWechatSignature(
  headers: Record<string, string | string[] | undefined>,
  body: string,
  keyId: string,
  key: KeyObject,
  now: Date,
): void {
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonce = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  const serial = header(headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial)
    throw new PaymentSignatureError('no WeChat Pay signature');
  if (serial !== keyId) throw new PaymentSignatureError('signed with another platform key');
  let valid = false;
  try {
    valid = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(key, signature, 'base64');
  } catch {
    valid = false;
  }
  if (!valid) throw new PaymentSignatureError('WeChat Pay signature does not match');
  const signedAt = Number(timestamp);
  if (!Number.isFinite(signedAt) || Math.abs(now.getTime() / 1000 - signedAt) > WECHAT_TOLERANCE_SECONDS) {
    throw new PaymentSignatureError('WeChat Pay signature timestamp outside the tolerance');
  }
}

/** Opens an AEAD_AES_256_GCM resource with the APIv3 key (the last 16 bytes are the tag). */
export function decryptWechatResource(
  resource: Record<string, unknown>,
  apiV3Key: string,
): Record<string, unknown> {
  try {
    const data = Buffer.from(String(resource.ciphertext ?? ''), 'base64');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(String(resource.nonce ?? ''), 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(String(resource.associated_data ?? ''), 'utf8'));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new PaymentSignatureError('WeChat Pay resource does not decrypt with the APIv3 key');
  }
}
