// The user module's public entry: what other modules and app.ts may use of it.
export {
  createMemoryLoginLimiters,
  createRedisLoginLimiters,
  type LoginLimiters,
} from './login-limits.ts';
export { userRoutes } from './user.routes.ts';
export { accountJobsPlugin, accountRoutes } from './account.routes.ts';
export {
  createSignInLinks,
  SIGN_IN_LINK_TTL_MS,
  type SignInLinkHolder,
  type SignInLinks,
} from './sign-in-links.ts';
export { subAccountSuffix } from './user.service.ts';
