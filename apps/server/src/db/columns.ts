import { customType, timestamp } from 'drizzle-orm/pg-core';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
