// The payment core's public entry: `app.payments`, the sandbox provider and the public pay routes.
export { paymentsPlugin, type PaymentsPluginOptions } from './payment.plugin.ts';
export { type PaymentRoutesOptions, paymentRoutes } from './payment.routes.ts';
export type {
  OrderHandler,
  OrderKind,
  Payments,
  PaymentTx,
  ProviderReply,
} from './payments.ts';
export { formatMoney } from './sandbox-page.ts';
