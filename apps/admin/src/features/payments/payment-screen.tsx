import { useMatches } from 'react-router';
import { PaySetPage } from './pay-set-page.tsx';
import { WebsitePayPage } from './website-pay-page.tsx';

/** Whether the deepest matched route is the company's payment accounts (route name PaySet). */
export function isPaySetRoute(matches: readonly { handle: unknown }[]): boolean {
  const handle = matches.at(-1)?.handle as { name?: string } | undefined;
  return handle?.name === 'PaySet';
}

/**
 * The payment screens as one route chunk (one loader, so the shell lists its chunks once): the
 * company's accounts on /pay/pay-set, the selected website's payment settings and orders otherwise.
 */
export function PaymentScreen() {
  return isPaySetRoute(useMatches()) ? <PaySetPage /> : <WebsitePayPage />;
}
