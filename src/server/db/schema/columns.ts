import { customType } from 'drizzle-orm/pg-core';

/** Binary data (images) kept in the database, so that every node serves the same bytes. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
