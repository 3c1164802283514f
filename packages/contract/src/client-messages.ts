import { commonErrors } from './errors/common.ts';
import { tenancyErrors } from './errors/tenancy.ts';
import { userErrors } from './errors/user.ts';

const messages = ({ en, zh }: { en: string; zh: string }) => ({ en, zh });

/**
 * Messages the client shows on its own, without a server answer (spec §8): its network troubles,
 * and the few refusals it words itself (an expired session answered without a message, an illegal
 * operation, a user without roles). Read from the module tables rather than `errors`, and kept out of
 * errors.ts, so that a browser bundle importing these does not carry every message of the contract.
 */
export const clientMessages = {
  NETWORK: { en: 'The network connection is poor!', zh: '当前网络环境不佳！' },
  TIMEOUT: { en: 'The request timed out.', zh: '请求超时' },
  SESSION_INVALID: messages(commonErrors.SESSION_INVALID),
  ILLEGAL_OPERATION: messages(tenancyErrors.ILLEGAL_OPERATION),
  ROLES_EMPTY: messages(userErrors.ROLES_EMPTY),
  AUTH_FAILED: messages(userErrors.AUTH_FAILED),
} as const;
