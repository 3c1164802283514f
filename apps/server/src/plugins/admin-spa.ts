import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CanonicalAddress, canonicalRedirect } from './canonical-host.ts';

export interface AdminSpaOptions {
  /** The admin app's build output (its index.html and assets/). */
  distDir: string;
  /** The one address of the back office: page requests on another name of the server go there. */
  canonical?: CanonicalAddress;
}

export const ADMIN_MISSING_MESSAGE =
  'Sitewright is running, but the admin app has not been built yet.\n' +
  'Run `npm run build` in the repository, then restart the server.\n';

/** Vite names these files by content hash, so a copy can be kept forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else, index.html above all, is revalidated so a new deploy shows at once. */
const REVALIDATE = 'no-cache';

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

async function isFileInside(root: string, relative: string): Promise<boolean> {
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the admin single-page app: its files as they are, and index.html for any other page
 * address a browser opens (client-side routes such as /system/web_manage), on the canonical host
 * (a page opened on another name of the server is redirected there first). /api and /healthz
 * never fall back nor move, so a mistyped API call still answers a JSON 404.
 */
export const adminSpaPlugin = fp<AdminSpaOptions>(
  async (app, options) => {
    const root = resolve(options.distDir);
    if (!existsSync(resolve(root, 'index.html'))) {
      app.log.warn({ distDir: root }, 'admin app build not found; only the API is served');
      app.get('/', async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send(ADMIN_MISSING_MESSAGE),
      );
      return;
    }

    await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: 'ignore' });

    app.get('/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (path === 'api' || path.startsWith('api/') || path === 'healthz') return reply.callNotFound();
      if (path !== '' && (await isFileInside(root, path))) {
        reply.header('cache-control', path.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
        return reply.sendFile(path);
      }
      if (!acceptsHtml(request)) return reply.callNotFound();
      const elsewhere = options.canonical
        ? canonicalRedirect(request.host, request.url, options.canonical)
        : null;
      if (elsewhere) return reply.redirect(elsewhere, 308);
      reply.header('cache-control', REVALIDATE);
      return reply.sendFile('index.html');
    });
  },
  { name: 'admin-spa', dependencies: ['errors'] },
);
