// The health module's public entry: what other modules and app.ts may use of it.
export { type HealthRoutesOptions, healthRoutes } from './health.routes.ts';
export { answerProbe } from './probe-http.ts';
export {
  createReadiness,
  databaseCheck,
  migrationsCheck,
  type Readiness,
  type ReadinessCheck,
  type ReadinessCheckName,
  type ReadinessReport,
  redisCheck,
} from './readiness.ts';
