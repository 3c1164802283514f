import fp from 'fastify-plugin';

/**
 * Headers every back-office answer carries: no other site may frame the back office (clickjacking
 * a signed-in operator), browsers must not guess content types, and addresses do not leak to other
 * origins through the Referer header.
 */
export const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
} as const;

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
