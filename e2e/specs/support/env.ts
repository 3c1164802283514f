/** Where the suite's server listens and who signs in. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const ADMIN = { company: 'demo', username: 'admin', password: 'e2e-admin-password' } as const;
/** Holds system.web_manage and page.menu only (created by start-server.mjs). */
export const EDITOR = { company: 'demo', username: 'editor', password: 'e2e-editor-password' } as const;
