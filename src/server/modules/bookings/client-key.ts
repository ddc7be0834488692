import { type SQL, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema';

/**
 * A client as the provider's agenda knows them (they have no account): by the e-mail address of
 * their bookings, or by their grouping key (issue 15, ADR 0039).
 */
export type TClientRef = { email: string } | { key: string };

/**
 * How bookings are grouped into clients: the e-mail address, case ignored; without one, the name
 * (case ignored) and the phone's digits behind a prefix no e-mail address has.
 */
export function clientKeyOf(b: typeof bookings = bookings): SQL<string> {
  return sql<string>`case
    when ${b.clientEmail} <> '' then lower(${b.clientEmail})
    else 'sans-email:' || lower(${b.clientName}) || ':' || regexp_replace(${b.clientPhone}, '\\D', '', 'g')
  end`;
}

/** The grouping key of a client: an e-mail address typed by the provider, or the key itself. */
export function groupingKeyOf(client: TClientRef): string {
  return 'email' in client ? client.email.trim().toLowerCase() : client.key;
}
