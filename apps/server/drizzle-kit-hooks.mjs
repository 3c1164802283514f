// npm installs drizzle-orm inside apps/server/node_modules while drizzle-kit sits at the root, and
// drizzle-kit imports drizzle-orm from its own folder. This hook resolves it from here instead.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return nextResolve(specifier, { ...context, parentURL: import.meta.url });
    }
    return nextResolve(specifier, context);
  },
});
