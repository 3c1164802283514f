import { MESSAGE_LINKS, type ErrorKey, type Published } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { isAppError } from '../../lib/app-error.ts';
import type { WebsiteRow } from '../../lib/tenancy.ts';
import { notify } from '../message/index.ts';

/** Refusals fixed in website settings (domains, certificates, the website's term); others on the page list. */
const FIXED_IN_SETTINGS: ReadonlySet<ErrorKey> = new Set([
  'NO_DOMAIN',
  'DOMAIN_NOT_RESOLVING',
  'CERTIFICATE_PROBLEM',
  'WEBSITE_DISABLED',
]);

/**
 * Tells the operator who published how it ended (the message bell), then passes the outcome on
 * unchanged. A message that cannot be written never turns a publish into a failure.
 */
export async function reportPublish(
  db: Db,
  who: { companyId: number; userId: number | undefined; website: WebsiteRow },
  outcome: Promise<Published>,
): Promise<Published> {
  const { companyId, userId, website } = who;
  const tell = (notice: Omit<Parameters<typeof notify>[1], 'companyId' | 'to' | 'websiteId'>) =>
    userId === undefined
      ? Promise.resolve()
      : notify(db, { ...notice, companyId, to: { userIds: [userId] }, websiteId: website.id }).then(
          () => {},
          () => {},
        );
  try {
    const published = await outcome;
    await tell({
      kind: 'publish_succeeded',
      params: { site: website.name, pages: published.published_page_count },
      link: MESSAGE_LINKS.pages,
    });
    return published;
  } catch (error) {
    const key: ErrorKey = isAppError(error) ? error.key : 'INTERNAL';
    await tell({
      kind: 'publish_failed',
      params: {
        site: website.name,
        error_key: key,
        error_data:
          isAppError(error) && typeof error.data === 'object'
            ? (error.data as Record<string, unknown>)
            : null,
      },
      link: FIXED_IN_SETTINGS.has(key) ? MESSAGE_LINKS.websiteSettings : MESSAGE_LINKS.pages,
    });
    throw error;
  }
}
