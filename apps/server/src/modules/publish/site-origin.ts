import type { Config } from '../../config.ts';

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
