import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { websiteDomains } from '../../db/schema.ts';

/**
 * Where visitors reach a website, for canonical links, the sitemap and robots.txt: its first bound
 * domain, else its fixed domain with the admin's scheme and port (so a laptop's
 * `http://<slug>.localhost:3000` works). HTTPS when the website requires it.
 */
export function siteOrigin(
  website: { slug: string; httpsRequired: boolean },
  boundDomains: readonly string[],
  config: Pick<Config, 'publicBaseUrl' | 'siteDomainSuffix'>,
): string {
  const base = new URL(config.publicBaseUrl);
  const bound = boundDomains[0];
  if (bound) return `${website.httpsRequired ? 'https:' : base.protocol}//${bound}`;
  const scheme = website.httpsRequired ? 'https:' : base.protocol;
  return `${scheme}//${website.slug}.${config.siteDomainSuffix}${base.port ? `:${base.port}` : ''}`;
}

/** A website's origin as its next publish will give it (bound domains read now). */
export async function currentSiteOrigin(
  db: Pick<Db, 'select'>,
  website: { id: number; slug: string; httpsRequired: boolean },
  config: Pick<Config, 'publicBaseUrl' | 'siteDomainSuffix'>,
): Promise<string> {
  const rows = await db
    .select({ domain: websiteDomains.domain })
    .from(websiteDomains)
    .where(eq(websiteDomains.websiteId, website.id))
    .orderBy(asc(websiteDomains.id));
  return siteOrigin(
    website,
    rows.map((row) => row.domain),
    config,
  );
}
