import { createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { type AlipayCredentials, type CurrencyCode, fromMinorUnits } from '@sitewright/contract';
import {
  callProvider,
  decimalToMinor,
  keyOrRefuse,
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

interface AlipayOptions {
  gatewayUrl: string;
  fetch: typeof fetch;
  now: () => Date;
}

/** Alipay settles in yuan: the API's amounts are CNY decimals. */
const ALIPAY_CURRENCY: CurrencyCode = 'CNY';

/**
 * Alipay OpenAPI (the `gateway.do` protocol) with RSA2 signatures: page pay is a signed redirect to
 * the gateway; query, refund and the test are signed calls whose answers Alipay signs back.
 */
export function createAlipayDriver(
  credentials: AlipayCredentials,
  { gatewayUrl, fetch: fetchImpl, now }: AlipayOptions,
): PaymentDriver {
  const appKey = keyOrRefuse(() => readPrivateKey(credentials.private_key), 'application private key');
  const alipayKey = keyOrRefuse(() => readPublicKey(credentials.alipay_public_key), 'Alipay public key');

  function signedParams(method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}) {
    const params: Record<string, string> = {
      app_id: credentials.app_id,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: shanghaiTime(now()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    // Requests sign every parameter but `sign` itself (sign_type included).
    params.sign = alipaySign(alipaySignContent(params, ['sign']), appKey);
    return params;
  }

  /** A signed call; answers the `<method>_response` object once its signature checks. */
  async function call(
    method: string,
    biz: Record<string, unknown>,
    extra: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    const response = await callProvider(fetchImpl, gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(signedParams(method, biz, extra)).toString(),
    });
    const key = `${method.replace(/\./g, '_')}_response`;
    const raw = rawMember(response.text, key);
    let envelope: Record<string, unknown>;
    let answer: Record<string, unknown>;
    try {
      envelope = JSON.parse(response.text) as Record<string, unknown>;
      answer = (envelope[key] ?? envelope.error_response ?? {}) as Record<string, unknown>;
    } catch {
      throw new PaymentProviderError('refused', `unreadable answer (${response.status})`);
    }
    if (response.status >= 400) throw new PaymentProviderError('refused', `answered ${response.status}`);
    const sign = envelope.sign;
    if (typeof sign === 'string' && raw !== undefined) {
      if (!alipayVerify(raw, sign, alipayKey)) {
        throw new PaymentProviderError('refused', 'answer not signed by the configured Alipay public key');
      }
    } else if (answer.code === '10000') {
      // Alipay signs every successful answer; an unsigned one is not Alipay's.
      throw new PaymentProviderError('refused', 'answer not signed by Alipay');
    }
    return answer;
  }

  const refusal = (answer: Record<string, unknown>) =>
    new PaymentProviderError(
      'refused',
      shortDetail(
        [answer.sub_code, answer.sub_msg ?? answer.msg].filter(Boolean).join(': '),
        `code ${String(answer.code)}`,
      ),
    );

  /** Face-to-face payment: Alipay answers a code for the payer's app to scan. */
  async function precreate(request: CheckoutRequest): Promise<CheckoutStarted> {
    const answer = await call(
      'alipay.trade.precreate',
      {
        out_trade_no: request.orderNumber,
        total_amount: fromMinorUnits(request.amount, 'CNY'),
        subject: request.description.slice(0, 256),
        time_expire: shanghaiTime(request.expiresAt),
      },
      { notify_url: request.notifyUrl },
    );
    if (answer.code !== '10000' || typeof answer.qr_code !== 'string') throw refusal(answer);
    return { providerRef: request.orderNumber, qrCode: answer.qr_code };
  }

  return {
    provider: 'alipay',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      if (request.currency !== ALIPAY_CURRENCY) {
        throw new PaymentProviderError('refused', `Alipay takes CNY, not ${request.currency}`);
      }
      if (request.prefer === 'qr') return precreate(request);
      const params = signedParams(
        'alipay.trade.page.pay',
        {
          out_trade_no: request.orderNumber,
          total_amount: fromMinorUnits(request.amount, 'CNY'),
          subject: request.description.slice(0, 256),
          product_code: 'FAST_INSTANT_TRADE_PAY',
          time_expire: shanghaiTime(request.expiresAt),
        },
        { notify_url: request.notifyUrl, return_url: request.returnUrl },
      );
      const url = new URL(gatewayUrl);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return { providerRef: request.orderNumber, payUrl: url.toString() };
    },

    async query(orderNumber: string): Promise<PaymentReport> {
      const answer = await call('alipay.trade.query', { out_trade_no: orderNumber });
      // Until the payer opens the pay page, Alipay knows no trade by this number.
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') {
        return { state: 'pending', orderNumber, providerRef: orderNumber };
      }
      if (answer.code !== '10000') throw refusal(answer);
      return {
        state: tradeState(answer.trade_status),
        orderNumber: String(answer.out_trade_no ?? orderNumber),
        providerRef: String(answer.out_trade_no ?? orderNumber),
        amount: decimalToMinor(answer.total_amount, ALIPAY_CURRENCY),
        currency: ALIPAY_CURRENCY,
      };
    },

    async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null> {
      const params = Object.fromEntries(new URLSearchParams(notification.rawBody.toString('utf8')));
      if (!params.sign) throw new PaymentSignatureError('no sign in the Alipay notification');
      if (!alipayVerify(alipaySignContent(params, ['sign', 'sign_type']), params.sign, alipayKey)) {
        throw new PaymentSignatureError('Alipay signature does not match');
      }
      if (params.app_id && params.app_id !== credentials.app_id) {
        throw new PaymentSignatureError('notification for another Alipay application');
      }
      const reply = { status: 200, contentType: 'text/plain', body: 'success' };
      if (!params.trade_status || !params.out_trade_no) return null;
      return {
        state: tradeState(params.trade_status),
        orderNumber: params.out_trade_no,
        providerRef: params.out_trade_no,
        amount: decimalToMinor(params.total_amount, ALIPAY_CURRENCY),
        currency: ALIPAY_CURRENCY,
        eventId: params.notify_id ?? `${params.out_trade_no}:${params.trade_status}`,
        reply,
      };
    },

    async refund(orderNumber: string, _providerRef: string, amount: number, currency: CurrencyCode) {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: orderNumber,
        refund_amount: fromMinorUnits(amount, currency),
        // One refund per order: the same request number makes a retry idempotent.
        out_request_no: `${orderNumber}-refund`,
      });
      if (answer.code !== '10000') throw refusal(answer);
    },

    async test() {
      const answer = await call('alipay.trade.query', {
        out_trade_no: `TEST-${randomBytes(6).toString('hex')}`,
      });
      if (answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      throw refusal(answer);
    },
  };
}

function tradeState(status: unknown): PaymentReport['state'] {
  if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') return 'paid';
  if (status === 'TRADE_CLOSED') return 'failed';
  return 'pending';
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time (UTC+8, no daylight saving), as Alipay wants. */
export function shanghaiTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The string Alipay signs: non-empty params but `omit`, sorted by name, `k=v` joined by `&`, raw values. */
export function alipaySignContent(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function alipaySign(content: string, key: KeyObject | string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

export function alipayVerify(content: string, sign: string, key: KeyObject | string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');
  } catch {
    return false;
  }
}

/**
 * The exact text of one top-level member's object in a JSON answer: Alipay signs those bytes, so
 * re-serialising the parsed value could break a valid signature.
 */
export function rawMember(text: string, name: string): string | undefined {
  const at = text.indexOf(`"${name}"`);
  if (at < 0) return undefined;
  const start = text.indexOf('{', at + name.length + 2);
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}
