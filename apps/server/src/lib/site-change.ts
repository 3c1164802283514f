import type { FastifyInstance } from 'fastify';

/**
 * Tells every site server (this process at once, others through the database) that a website's
 * blocked IPs or geo rules changed. The change is already committed, so a failed notice is logged
 * rather than answered as a failure.
 */
export function announceAccessChange(app: FastifyInstance): (websiteId: number) => Promise<void> {
  return async (websiteId) => {
    if (!app.hasDecorator('siteEvents')) return;
    try {
      await app.siteEvents.changed(websiteId);
    } catch (error) {
      app.log.warn({ err: error, websiteId }, 'could not announce a change of site access rules');
    }
  };
}
