// The redirect module's public entry: what other modules and app.ts may use of it.
export { createHitCounter } from './hit-counter.ts';
export { compileRedirects, withQuery } from './redirect-matcher.ts';
export { loadRedirectRules } from './redirect.repository.ts';
export { type RedirectRoutesOptions, redirectRoutes } from './redirect.routes.ts';
