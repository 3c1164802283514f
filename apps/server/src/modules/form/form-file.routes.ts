import { formFilePath, ROLES } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MIME_BY_EXTENSION } from '../../lib/files/detect-type.ts';
import { notOwned } from '../../lib/tenancy.ts';
import { sessionOf } from '../../plugins/session.ts';

/** The storage key of a visitor's file: under its company, never under the public /files/ space. */
export function formFileKey(companyId: number, name: string): string {
  return `form-files/${companyId}/${name.slice(0, 2)}/${name}`;
}

const Params = z.object({ name: z.string().regex(/^[0-9a-f]{64}\.[a-z0-9]{1,5}$/) });
const Query = z.object({ name: z.string().max(200).optional() });

/** A name for the download header: the visitor's name for it, in RFC 5987 form, nothing that breaks the header. */
function dispositionOf(name: string | undefined, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const shown = (name ?? '').replace(/[\u0000-\u001f\u007f"\\/]/g, '').trim() || fallback;
  const ascii = shown.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(shown)}`;
}

/**
 * Visitors' files, for the operators of the company whose form received them: downloaded, never
 * shown inline, with nosniff and a sandbox, so a file that passed the checks still cannot run.
 */
export const formFileRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      formFilePath(':name'),
      { schema: { params: Params, querystring: Query }, config: { roles: [ROLES.formList] } },
      async (request, reply) => {
        const { companyId } = sessionOf(request);
        const { name } = request.params;
        const object = await app.storage.open(formFileKey(companyId, name));
        if (!object) notOwned();
        const ext = name.slice(name.lastIndexOf('.') + 1);
        return reply
          .header('content-type', MIME_BY_EXTENSION[ext] ?? 'application/octet-stream')
          .header('content-length', object.size)
          .header('content-disposition', dispositionOf(request.query.name, name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(object.body);
      },
    );
};
