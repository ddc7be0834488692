import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Change counters per provider, raised by triggers (migration 0029) in the writer's transaction
 * whenever a row that shapes their public page changes; readers compare them with those of what
 * they cached (ADR 0043). Three, so that a booking does not throw away the opening hours:
 * `rules` (services, hours, special days, settings, profile, logo, account, DPA), `bookings`,
 * `quota` (plan and ledger). No foreign key: an erased provider's counters are only compared.
 */
export const providerVersions = pgTable('provider_versions', {
  providerId: uuid('provider_id').primaryKey(),
  rules: counter('rules'),
  bookings: counter('bookings'),
  quota: counter('quota'),
});
