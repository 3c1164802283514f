// The shop module's public entry: payment accounts, websites' payment settings, the checkout on
// published sites and the settlement of website orders.
export {
  type CheckoutEndpoint,
  createCheckoutEndpoint,
  orderNumberOf,
  type ShopPayments,
  WEBSITE_ORDER_TTL_MINUTES,
} from './checkout.ts';
export { createWebsiteOrderHandler, WEBSITE_EXPIRE_JOB, WEBSITE_REFUND_JOB } from './order-handler.ts';
export { accountNotifyUrl, credentialContext, hintsOf } from './pay-accounts.ts';
export { shopJobsPlugin } from './shop-jobs.ts';
export {
  type AccountNotifyOptions,
  accountNotifyRoutes,
  type ShopRoutesOptions,
  shopRoutes,
} from './shop.routes.ts';
export { checkoutCurrencies } from './website-pay.ts';
