import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when the answer has gone out, instead of Fastify's two.
 * Headers and bodies are left out on purpose; the logger's redaction still guards anything that
 * logs a request elsewhere.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/** Logger paths that must never reach a log line. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-token"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-token"]',
  'res.headers["set-cookie"]',
  'password',
  'old_password',
  'new_password',
  'token',
  '*.password',
  '*.old_password',
  '*.new_password',
  '*.token',
  // Plugins' secrets sit one level down, in a save's settings.
  'settings.token',
  'settings.service_account_json',
  '*.settings.token',
  '*.settings.service_account_json',
  'service_account_json',
  '*.service_account_json',
  // Payment accounts' credentials (a save of /pay/pay-set) go nowhere, whole.
  'credentials',
  '*.credentials',
];
