/** Local stand-ins for the payment providers, for tests and e2e (each listens on a free port). */
export { type AlipayFake, startAlipayFake } from './alipay-fake.ts';
export { deliver, type FakeNotification } from './fake-server.ts';
export { type PaypalFake, startPaypalFake } from './paypal-fake.ts';
export { type StripeFake, startStripeFake } from './stripe-fake.ts';
export { startWechatFake, type WechatFake } from './wechat-fake.ts';
