// The audit module's public entry: the recorder (registered once, before every route) and its calls.
export { type AuditPluginOptions, type AuditRecorder, auditBefore, auditPlugin } from './audit.plugin.ts';
export { auditRoutes } from './audit.routes.ts';
