import { eq } from 'drizzle-orm';
import type { TProviderProfile, TSettings } from '../../../shared/schemas/provider-setup';
import type { TBookingAnswer, TLocationType } from '../../../shared/schemas/service-options';
import type { TWaitlistEntry } from '../../../shared/schemas/waitlist';
import type { TDbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import { listOverrides, listWeekly, type TOverrideRow } from '../availability/api';
import { exportBillingOf } from '../billing/api';
import { exportBookingPaymentsOf, type TBookingPaymentsExport } from '../booking-payments/api';
import { listAllBookingsOf } from '../bookings/api';
import { exportCalendarSyncOf } from '../caldav/api';
import { listAllClients, type TExportedClient } from '../clients/api';
import { exportNotificationsOf } from '../notifications/api';
import { exportInvoicesOf, exportTransferOrdersOf } from '../payments/api';
import { findLogo, getProviderProfile } from '../providers/api';
import { listAllServicesOf, type TStoredService } from '../services/api';
import { getSettings } from '../settings/api';
import { exportOrdersOf } from '../shop/api';
import { exportSmsOf, type TSmsExport } from '../sms/api';
import { exportChatOf, type TExportChatMessage } from '../support/api';
import { listEntries } from '../waitlist/api';
import { exportKeysOf, type TExportedKey } from '../webauthn/api';

export type TExportAccount = {
  name: string;
  email: string;
  nom: string | null;
  siret: string | null;
  adresse: string | null;
  telephone: string | null;
  createdAt: string;
};

export type TExportBooking = {
  id: string;
  start: string;
  end: string;
  timezone: string;
  serviceName: string;
  status: string;
  source: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  note: string;
  /** Issue 32: the answers with the questions as asked, the place as booked. */
  answers: TBookingAnswer[];
  locationType: TLocationType;
  clientAddress: string;
  videoUrl: string | null;
  cancellationReason: string | null;
  cancelledBy: string | null;
  createdAt: string;
};

export type TProviderExport = {
  exportedAt: string;
  account: TExportAccount;
  profile: TProviderProfile | null;
  settings: TSettings;
  services: TStoredService[];
  availability: {
    weekly: Array<{ weekday: number; start: string; end: string }>;
    overrides: TOverrideRow[];
  };
  bookings: TExportBooking[];
  /** The clients as the Clients screen lists them, each with the provider's note. */
  clients: TExportedClient[];
  /** The user's conversation with the support team. */
  supportChat: TExportChatMessage[];
  /** The in-app notifications and the choice of channel for each kind. */
  notifications: Awaited<ReturnType<typeof exportNotificationsOf>>;
  /** The pack and the ledger of the quota (ADR 0036). */
  quota: Awaited<ReturnType<typeof exportBillingOf>>;
  /** Invoices and credit notes as issued (ADR 0037). */
  invoices: Awaited<ReturnType<typeof exportInvoicesOf>>;
  /** Packs and recharges ordered to pay by bank transfer, and the months they paid (ADR 0056). */
  transferOrders: Awaited<ReturnType<typeof exportTransferOrdersOf>>;
  /** Shop orders: items, address, history (ADR 0038). */
  orders: Awaited<ReturnType<typeof exportOrdersOf>>;
  /** The passkeys and security keys that sign in to the account (ADR 0041). */
  securityKeys: TExportedKey[];
  /** The calendar accounts (without password), calendars, busy copy and events written (issue 31). */
  calendarSync: Awaited<ReturnType<typeof exportCalendarSyncOf>>;
  /** Issue 33: the clients waiting for a freed slot (ADR 0060). */
  waitlist: TWaitlistEntry[];
  /** Issue 34: their Stripe account and what their clients paid online (ADR 0061). */
  bookingPayments: TBookingPaymentsExport;
  /** Issue 35: the SMS reminders sent to their clients (date, number masked, status; never the text). */
  sms: TSmsExport[];
  /** The booking page's photo or logo as kept (WebP), if any. */
  logo: Buffer | null;
};

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Explicit columns: the password hash never leaves the database. */
async function exportAccount(db: TDbExecutor, userId: string): Promise<TExportAccount> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      nom: users.nom,
      siret: users.siret,
      adresse: users.adresse,
      telephone: users.telephone,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('exported account vanished');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Every booking of the provider (no page limit: this is their whole history). */
async function exportBookings(db: TDbExecutor, providerId: string): Promise<TExportBooking[]> {
  const rows = await listAllBookingsOf(db, providerId);
  return rows.map(({ booking: b, serviceName }) => ({
    id: b.id,
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    timezone: b.timezone,
    serviceName,
    status: b.status,
    source: b.source,
    clientName: b.clientName,
    clientEmail: b.clientEmail,
    clientPhone: b.clientPhone,
    note: b.note,
    answers: b.answers,
    locationType: b.locationType,
    clientAddress: b.clientAddress,
    videoUrl: b.videoUrl,
    cancellationReason: b.cancellationReason,
    cancelledBy: b.cancelledBy,
    createdAt: b.createdAt.toISOString(),
  }));
}

/** Everything Créneau holds about the provider and what they entered, for art. 15 and 20. */
export async function collectProviderExport(
  db: TDbExecutor,
  providerId: string,
  now: Date,
): Promise<TProviderExport> {
  const weekly = await listWeekly(db, providerId);
  return {
    exportedAt: now.toISOString(),
    account: await exportAccount(db, providerId),
    profile: await getProviderProfile(db, providerId),
    settings: await getSettings(db, providerId),
    services: await listAllServicesOf(db, providerId),
    availability: {
      weekly: weekly.map((w) => ({ weekday: w.weekday, start: hhmm(w.startMinute), end: hhmm(w.endMinute) })),
      overrides: await listOverrides(db, providerId),
    },
    bookings: await exportBookings(db, providerId),
    clients: await listAllClients(db, providerId, now),
    supportChat: await exportChatOf(db, providerId),
    notifications: await exportNotificationsOf(db, providerId),
    quota: await exportBillingOf(db, providerId),
    invoices: await exportInvoicesOf(db, providerId),
    transferOrders: await exportTransferOrdersOf(db, providerId),
    orders: await exportOrdersOf(db, providerId),
    securityKeys: await exportKeysOf(db, providerId),
    calendarSync: await exportCalendarSyncOf(db, providerId),
    waitlist: await listEntries(db, providerId),
    bookingPayments: await exportBookingPaymentsOf(db, providerId),
    sms: await exportSmsOf(db, providerId),
    logo: (await findLogo(db, providerId))?.data ?? null,
  };
}
