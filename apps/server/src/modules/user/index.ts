// The user module's public entry: what other modules and app.ts may use of it.
export {
  createMemoryLoginLimiters,
  createRedisLoginLimiters,
  type LoginLimiters,
} from './login-limits.ts';
export { userRoutes } from './user.routes.ts';
export { accountJobsPlugin, accountRoutes } from './account.routes.ts';
