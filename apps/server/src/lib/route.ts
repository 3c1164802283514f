import { type CallDef, envelope, messageFor } from '@sitewright/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestLang } from '../plugins/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the call changes nothing although it is not a GET, so the audit log skips it. */
    audit?: false;
  }
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export type CallRequest<Q, B> = FastifyRequest<{ Querystring: Parsed<Q>; Body: Parsed<B> }>;

/**
 * Registers the handler of one contract call: method, path, request schemas and the response
 * envelope all come from the contract, so server and admin app cannot drift apart. The handler
 * returns `data`; the envelope around it is added here.
 */
export function addCall<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(
  app: FastifyInstance,
  call: CallDef<Q, B, R>,
  handler: (request: CallRequest<Q, B>, reply: FastifyReply) => Promise<z.output<R>>,
  options: { config?: FastifyContextConfig } = {},
): void {
  const schema: FastifySchema = { response: { 200: envelope(call.data) } };
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema,
    config: {
      ...options.config,
      ...(call.roles ? { roles: call.roles } : {}),
      ...(call.audit === false ? { audit: false as const } : {}),
    },
    handler: async (request, reply) => {
      const data = await handler(request as unknown as CallRequest<Q, B>, reply);
      return { code: 0, message: messageFor('OK', requestLang(request)), data };
    },
  });
}
