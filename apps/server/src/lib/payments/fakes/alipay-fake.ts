import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { alipaySign, alipaySignContent, alipayVerify, shanghaiTime } from '../alipay.ts';
import {
  deliver,
  type FakeNotification,
  type FakeReply,
  type FakeServer,
  html,
  redirect,
  startFakeServer,
} from './fake-server.ts';

export interface AlipayFakeTrade {
  out_trade_no: string;
  trade_no: string;
  total_amount: string;
  subject: string;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notify_url: string;
  return_url: string;
  /** Every parameter of the signed page-pay request, as received. */
  params: Record<string, string>;
  biz: Record<string, unknown>;
}

export interface AlipayFake extends FakeServer {
  /** The gateway address (`…/gateway.do`) to put in the endpoints. */
  gatewayUrl: string;
  /** Alipay's public key (PEM) for the credentials; the fake signs with its private half. */
  alipayPublicKey: string;
  trades: Map<string, AlipayFakeTrade>;
  refunds: { out_trade_no: string; refund_amount: string }[];
  /** Pays the trade and answers its signed TRADE_SUCCESS notification. */
  pay(orderNumber: string): FakeNotification;
  /** Closes the trade and answers its signed TRADE_CLOSED notification. */
  close(orderNumber: string): FakeNotification;
  /** Posts a notification to the trade's notify_url and answers what the app replied. */
  notify(orderNumber: string, notification: FakeNotification): Promise<{ status: number; body: string }>;
}

/**
 * A local Alipay gateway: checks the RSA2 signature of every request with the app's public key,
 * keeps trades, serves the page-pay page (its Pay button pays, notifies and returns), and signs its
 * answers and notifications with its own key.
 */
export async function startAlipayFake(options: { appId: string; appPublicKey: string }): Promise<AlipayFake> {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayPublicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const trades = new Map<string, AlipayFakeTrade>();
  const refunds: AlipayFake['refunds'] = [];

  /** Signs `{"<method>_response":{…},"sign":"…"}` over the member's exact text, like the gateway. */
  function answer(method: string, body: Record<string, unknown>, signed = true): FakeReply {
    const key = `${method.replace(/\./g, '_')}_response`;
    const member = JSON.stringify(body);
    const sign = signed ? `,"sign":"${alipaySign(member, keys.privateKey)}"` : '';
    return {
      status: 200,
      headers: { 'content-type': 'application/json;charset=utf-8' },
      body: `{"${key}":${member}${sign}}`,
    };
  }

  function checkRequest(params: Record<string, string>): Record<string, unknown> | undefined {
    if (params.app_id !== options.appId) {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-app-id',
        sub_msg: '无效的AppID参数',
      };
    }
    if (params.sign_type !== 'RSA2' || !params.sign) {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.missing-signature',
        sub_msg: '缺少签名参数',
      };
    }
    if (!alipayVerify(alipaySignContent(params, ['sign']), params.sign, options.appPublicKey)) {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      };
    }
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp ?? '') || params.version !== '1.0') {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-timestamp',
        sub_msg: '非法的时间戳参数',
      };
    }
    return undefined;
  }

  function handle(method: string, url: URL, body: string): FakeReply {
    if (url.pathname === '/pay' && method === 'POST') return payButton(url.searchParams.get('no') ?? '');
    if (url.pathname.startsWith('/qr/')) {
      const no = decodeURIComponent(url.pathname.slice(4));
      return html(
        `<h1>支付宝 · Alipay test scan</h1><form method="post" action="/pay?no=${encodeURIComponent(no)}"><button type="submit">Pay</button></form>`,
      );
    }
    const params = Object.fromEntries(method === 'GET' ? url.searchParams : new URLSearchParams(body));
    const apiMethod = params.method ?? '';
    const refused = checkRequest(params);
    if (refused) return answer(apiMethod || 'error', refused, false);
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      return answer(apiMethod, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-biz-content',
      });
    }
    const no = String(biz.out_trade_no ?? '');
    if (apiMethod === 'alipay.trade.page.pay') return pagePay(params, biz);
    if (apiMethod === 'alipay.trade.precreate') {
      if (!/^\d+\.\d{2}$/.test(String(biz.total_amount)) || !biz.subject) {
        return answer(apiMethod, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.INVALID_PARAMETER',
          sub_msg: '参数无效',
        });
      }
      const trade = trades.get(no) ?? newTrade(params, biz);
      trades.set(no, trade);
      return answer(apiMethod, {
        code: '10000',
        msg: 'Success',
        out_trade_no: no,
        qr_code: `${server.url}/qr/${encodeURIComponent(no)}`,
      });
    }
    if (apiMethod === 'alipay.trade.query') {
      const trade = trades.get(no);
      if (!trade) {
        return answer(apiMethod, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_NOT_EXIST',
          sub_msg: '交易不存在',
        });
      }
      return answer(apiMethod, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.out_trade_no,
        trade_no: trade.trade_no,
        trade_status: trade.trade_status,
        total_amount: trade.total_amount,
      });
    }
    if (apiMethod === 'alipay.trade.refund') {
      const trade = trades.get(no);
      if (trade?.trade_status !== 'TRADE_SUCCESS') {
        return answer(apiMethod, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_STATUS_ERROR',
          sub_msg: '交易状态不合法',
        });
      }
      refunds.push({ out_trade_no: no, refund_amount: String(biz.refund_amount) });
      return answer(apiMethod, {
        code: '10000',
        msg: 'Success',
        out_trade_no: no,
        refund_fee: biz.refund_amount,
        fund_change: 'Y',
      });
    }
    return answer(
      apiMethod || 'error',
      { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' },
      false,
    );
  }

  function pagePay(params: Record<string, string>, biz: Record<string, unknown>): FakeReply {
    const no = String(biz.out_trade_no ?? '');
    if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY' || !/^\d+\.\d{2}$/.test(String(biz.total_amount))) {
      return html('<h1>错误 ACQ.INVALID_PARAMETER</h1>');
    }
    if (!trades.has(no)) trades.set(no, newTrade(params, biz));
    return html(
      `<h1>支付宝 · Alipay test cashier</h1><p>${String(biz.subject)}: ¥${String(biz.total_amount)}</p>` +
        `<form method="post" action="/pay?no=${encodeURIComponent(no)}"><button type="submit">Pay</button></form>`,
    );
  }

  function newTrade(params: Record<string, string>, biz: Record<string, unknown>): AlipayFakeTrade {
    return {
      out_trade_no: String(biz.out_trade_no ?? ''),
      trade_no: `2026${randomBytes(10).toString('hex')}`,
      total_amount: String(biz.total_amount),
      subject: String(biz.subject ?? ''),
      trade_status: 'WAIT_BUYER_PAY',
      notify_url: params.notify_url ?? '',
      return_url: params.return_url ?? '',
      params,
      biz,
    };
  }

  function payButton(no: string): FakeReply {
    const trade = trades.get(no);
    if (!trade) return { status: 404, body: 'no such trade' };
    const notification = fake.pay(no);
    void fake.notify(no, notification).catch(() => undefined);
    return redirect(trade.return_url || '/');
  }

  function notification(trade: AlipayFakeTrade): FakeNotification {
    const now = new Date();
    const params: Record<string, string> = {
      notify_time: shanghaiTime(now),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: options.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.trade_no,
      out_trade_no: trade.out_trade_no,
      trade_status: trade.trade_status,
      total_amount: trade.total_amount,
      receipt_amount: trade.total_amount,
      subject: trade.subject,
      gmt_payment: shanghaiTime(now),
    };
    params.sign = alipaySign(alipaySignContent(params, ['sign', 'sign_type']), keys.privateKey);
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      rawBody: Buffer.from(new URLSearchParams(params).toString()),
      query: {},
    };
  }

  const server = await startFakeServer((request) =>
    handle(request.method, new URL(request.url, 'http://fake'), request.body.toString('utf8')),
  );
  const tradeOf = (no: string) => {
    const trade = trades.get(no);
    if (!trade) throw new Error(`no trade ${no} (open the payUrl first, as the payer's browser does)`);
    return trade;
  };
  const fake: AlipayFake = {
    ...server,
    gatewayUrl: `${server.url}/gateway.do`,
    alipayPublicKey,
    trades,
    refunds,
    pay(no) {
      const trade = tradeOf(no);
      trade.trade_status = 'TRADE_SUCCESS';
      return notification(trade);
    },
    close(no) {
      const trade = tradeOf(no);
      trade.trade_status = 'TRADE_CLOSED';
      return notification(trade);
    },
    notify: (no, n) => deliver(tradeOf(no).notify_url, n),
  };
  return fake;
}
