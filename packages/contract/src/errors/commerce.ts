import type { ErrorTable } from './table.ts';

/** App centre, orders and payments (20xx). */
export const commerceErrors = {
  LICENCE_REQUIRED: {
    code: 2001,
    status: 403,
    en: '{item} is a paid item. Buy it in the app centre first.',
    zh: '{item}为付费项目，请先在应用中心购买',
  },
  ITEM_ALREADY_OWNED: {
    code: 2002,
    status: 409,
    en: 'Your company already owns {item}.',
    zh: '贵公司已拥有{item}',
  },
  ITEM_FREE: {
    code: 2003,
    status: 400,
    en: '{item} is free: there is nothing to buy.',
    zh: '{item}免费，无需购买',
  },
  ORDER_NOT_PAYABLE: {
    code: 2004,
    status: 409,
    en: 'This order can no longer be paid ({status}). Place a new order.',
    zh: '该订单已无法支付（{status}），请重新下单',
  },
  ORDER_NOT_CANCELLABLE: {
    code: 2005,
    status: 409,
    en: 'Only an order awaiting payment can be cancelled.',
    zh: '只能取消待支付的订单',
  },
  PAY_SIGNATURE_INVALID: {
    code: 2006,
    status: 400,
    en: 'The payment notification is not signed by the provider.',
    zh: '支付通知签名无效',
  },
  PAY_AMOUNT_MISMATCH: {
    code: 2007,
    status: 400,
    en: 'The payment does not match the order (amount or currency).',
    zh: '支付金额或币种与订单不符',
  },
  PAY_PROVIDER_UNREACHABLE: {
    code: 2008,
    status: 502,
    en: 'The payment provider could not be reached. Try again in a moment.',
    zh: '无法连接支付服务商，请稍后重试',
  },
  PAY_PROVIDER_REFUSED: {
    code: 2009,
    status: 502,
    en: 'The payment provider refused the request: {reason}',
    zh: '支付服务商拒绝了请求：{reason}',
  },
  PAY_ACCOUNT_IN_USE: {
    code: 2010,
    status: 409,
    en: 'This account takes payments on {count} website(s). Choose another account there first.',
    zh: '有 {count} 个网站正在使用此账户收款，请先为其更换账户',
  },
  PAY_CURRENCY_UNSUPPORTED: {
    code: 2011,
    status: 400,
    en: '{provider} does not settle {currency}.',
    zh: '{provider}不支持 {currency} 结算',
  },
  PAY_CREDENTIALS_REQUIRED: {
    code: 2012,
    status: 400,
    en: 'Fill in the credentials of the new account.',
    zh: '请填写新账户的凭据',
  },
  CHECKOUT_UNAVAILABLE: {
    code: 2013,
    status: 409,
    en: 'This product cannot be bought online at the moment.',
    zh: '该产品暂不支持在线购买',
  },
  COMPANY_ADMIN_ONLY: {
    code: 2014,
    status: 403,
    en: 'Only a company administrator can change the company information.',
    zh: '只有公司管理员可以修改公司信息',
  },
  RECEIPT_UNAVAILABLE: {
    code: 2025,
    status: 409,
    en: 'Only a paid or refunded order has a receipt (this one is {status}).',
    zh: '只有已支付或已退款的订单才有收据（该订单{status}）',
  },
  COMPANY_LOGO_UNKNOWN: {
    code: 2026,
    status: 400,
    en: "Choose the logo from one of your websites' media libraries.",
    zh: '请从贵公司网站的媒体库中选择标志',
  },
} satisfies ErrorTable;
