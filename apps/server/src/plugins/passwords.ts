import fp from 'fastify-plugin';
import { createPasswordHasher, type PasswordHasher } from '../lib/password.ts';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

/** Password hashing with the argon2id costs from the configuration. */
export const passwordsPlugin = fp(
  async (app) => {
    app.decorate('passwords', createPasswordHasher(app.config.argon2));
  },
  { name: 'passwords', dependencies: ['config'] },
);
