import { createCipheriv, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { rfc3339Beijing, wechatPlatformHeaders } from '../wechat.ts';
import {
  deliver,
  type FakeNotification,
  type FakeReply,
  type FakeServer,
  html,
  startFakeServer,
} from './fake-server.ts';

export interface WechatFakeOrder {
  out_trade_no: string;
  transaction_id: string;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'PAYERROR';
  /** The JSON body of the Native order request, as received. */
  request: Record<string, unknown>;
  code_url: string;
}

export interface WechatFake extends FakeServer {
  /** The platform public key (PEM) and its id, for the credentials. */
  platformPublicKey: string;
  platformKeyId: string;
  orders: Map<string, WechatFakeOrder>;
  refunds: Record<string, unknown>[];
  /** Pays the order and answers its signed, encrypted TRANSACTION.SUCCESS notification. */
  pay(orderNumber: string): FakeNotification;
  /** Closes the order and answers its notification (trade_state CLOSED). */
  close(orderNumber: string): FakeNotification;
  /** Posts a notification to the order's notify_url and answers what the app replied. */
  notify(orderNumber: string, notification: FakeNotification): Promise<{ status: number; body: string }>;
}

/**
 * A local WeChat Pay v3: checks the merchant's Authorization signature with its public key, keeps
 * Native orders, serves the code_url as a page with a Pay button (it pays and notifies), and signs
 * answers and notifications with its platform key; notifications' resources are AES-256-GCM sealed.
 */
export async function startWechatFake(options: {
  appId: string;
  mchId: string;
  serialNo: string;
  apiV3Key: string;
  merchantPublicKey: string;
}): Promise<WechatFake> {
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformPublicKey = platform.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const platformKeyId = `PUB_KEY_ID_${randomBytes(8).toString('hex').toUpperCase()}`;
  const orders = new Map<string, WechatFakeOrder>();
  const refunds: Record<string, unknown>[] = [];
  let base = '';

  const signed = (status: number, value?: Record<string, unknown>): FakeReply => {
    const body = value === undefined ? '' : JSON.stringify(value);
    return {
      status,
      headers: {
        ...(value === undefined ? {} : { 'content-type': 'application/json' }),
        ...wechatPlatformHeaders(body, platform.privateKey, platformKeyId, new Date()),
      },
      body,
    };
  };
  const error = (status: number, code: string, message: string) => signed(status, { code, message });

  function checkAuthorization(method: string, path: string, auth: string | undefined, body: string) {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(auth ?? '');
    if (!match?.[1]) return 'no WECHATPAY2-SHA256-RSA2048 Authorization';
    const fields = Object.fromEntries(
      [...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    if (fields.mchid !== options.mchId) return 'mchid does not match';
    if (fields.serial_no !== options.serialNo) return 'serial_no is not the merchant certificate';
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return 'timestamp expired';
    const message = `${method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    const ok = createVerify('RSA-SHA256')
      .update(message)
      .verify(options.merchantPublicKey, fields.signature ?? '', 'base64');
    return ok ? undefined : '签名错误';
  }

  function handle(method: string, path: string, auth: string | undefined, body: string): FakeReply {
    const url = new URL(path, 'http://fake');
    if (url.pathname.startsWith('/qr/')) return qrPage(method, decodeURIComponent(url.pathname.slice(4)));
    const refused = checkAuthorization(method, path, auth, body);
    if (refused) return error(401, 'SIGN_ERROR', refused);
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') return createNative(json);
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && query) {
      if (url.searchParams.get('mchid') !== options.mchId) return error(400, 'PARAM_ERROR', 'mchid 不匹配');
      const order = orders.get(decodeURIComponent(query[1] ?? ''));
      if (!order) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      return signed(200, transaction(order));
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const order = orders.get(String(json.out_trade_no));
      if (order?.trade_state !== 'SUCCESS') return error(400, 'INVALID_REQUEST', '订单状态不正确');
      refunds.push(json);
      return signed(200, {
        refund_id: `50${randomBytes(8).toString('hex')}`,
        out_refund_no: json.out_refund_no,
        status: 'PROCESSING',
        amount: json.amount,
      });
    }
    return error(404, 'NOT_FOUND', '请求的资源不存在');
  }

  function createNative(json: Record<string, unknown>): FakeReply {
    const amount = (json.amount ?? {}) as Record<string, unknown>;
    if (json.appid !== options.appId || json.mchid !== options.mchId)
      return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (!Number.isInteger(amount.total) || (amount.total as number) < 1)
      return error(400, 'PARAM_ERROR', '参数错误: amount.total');
    if (amount.currency !== 'CNY') return error(400, 'PARAM_ERROR', '参数错误: amount.currency');
    const no = String(json.out_trade_no ?? '');
    const order: WechatFakeOrder = {
      out_trade_no: no,
      transaction_id: `42${randomBytes(12).toString('hex')}`,
      trade_state: 'NOTPAY',
      request: json,
      code_url: `${base}/qr/${encodeURIComponent(no)}`,
    };
    orders.set(no, orders.get(no) ?? order);
    return signed(200, { code_url: orders.get(no)?.code_url });
  }

  function qrPage(method: string, no: string): FakeReply {
    if (!orders.has(no)) return { status: 404, body: 'no such order' };
    if (method === 'POST') {
      void fake.notify(no, fake.pay(no)).catch(() => undefined);
      return html('<h1>支付成功 · Paid</h1>');
    }
    return html(
      `<h1>微信支付 · WeChat Pay test</h1><form method="post"><button type="submit">Pay</button></form>`,
    );
  }

  function transaction(order: WechatFakeOrder) {
    const amount = (order.request.amount ?? {}) as { total: number; currency: string };
    return {
      appid: options.appId,
      mchid: options.mchId,
      out_trade_no: order.out_trade_no,
      transaction_id: order.transaction_id,
      trade_type: 'NATIVE',
      trade_state: order.trade_state,
      trade_state_desc: order.trade_state,
      success_time: order.trade_state === 'SUCCESS' ? rfc3339Beijing(new Date()) : undefined,
      amount: {
        total: amount.total,
        payer_total: order.trade_state === 'SUCCESS' ? amount.total : undefined,
        currency: amount.currency,
        payer_currency: amount.currency,
      },
    };
  }

  function notification(order: WechatFakeOrder): FakeNotification {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv(
      'aes-256-gcm',
      Buffer.from(options.apiV3Key, 'utf8'),
      Buffer.from(nonce, 'utf8'),
    );
    cipher.setAAD(Buffer.from('transaction', 'utf8'));
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify(transaction(order)), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: rfc3339Beijing(new Date()),
      resource_type: 'encrypt-resource',
      event_type: order.trade_state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: 'transaction',
        nonce,
      },
    });
    return {
      headers: {
        'content-type': 'application/json',
        ...wechatPlatformHeaders(body, platform.privateKey, platformKeyId, new Date()),
      },
      rawBody: Buffer.from(body),
      query: {},
    };
  }

  const server = await startFakeServer((request) =>
    handle(request.method, request.url, request.headers.authorization, request.body.toString('utf8')),
  );
  base = server.url;
  const orderOf = (no: string) => {
    const order = orders.get(no);
    if (!order) throw new Error(`no order ${no}`);
    return order;
  };
  const fake: WechatFake = {
    ...server,
    platformPublicKey,
    platformKeyId,
    orders,
    refunds,
    pay(no) {
      const order = orderOf(no);
      order.trade_state = 'SUCCESS';
      return notification(order);
    },
    close(no) {
      const order = orderOf(no);
      order.trade_state = 'CLOSED';
      return notification(order);
    },
    notify: (no, n) => deliver(String(orderOf(no).request.notify_url), n),
  };
  return fake;
}
