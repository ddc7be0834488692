import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';

/**
 * The module boundaries of ADR 0020, checked on the source: a module imports another module only
 * through its public entry (`api.ts`), and writes (insert, update, delete) only the tables it owns.
 */
const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Who writes each table: a module, or the infrastructure beside the modules (mail, http, db, jobs). */
const TABLE_OWNERS: Record<string, string> = {
  users: 'auth',
  apiKeys: 'api-keys',
  sessions: 'auth',
  emailTokens: 'auth',
  loginBackoffs: 'auth',
  providerProfiles: 'providers',
  providerSlugHistory: 'providers',
  providerLogos: 'providers',
  providerSettings: 'settings',
  services: 'services',
  availabilityWeekly: 'availability',
  availabilityOverrides: 'availability',
  bookings: 'bookings',
  connectAccounts: 'booking-payments',
  bookingPayments: 'booking-payments',
  bookingRefunds: 'booking-payments',
  clientNotes: 'clients',
  idempotencyKeys: 'bookings',
  bookingReminders: 'reminders',
  smsReminders: 'sms',
  webhookEndpoints: 'webhooks',
  webhookDeliveries: 'webhooks',
  icalFeeds: 'calendar',
  calendarConnections: 'caldav',
  calendarSyncCalendars: 'caldav',
  calendarObjects: 'caldav',
  calendarBusy: 'caldav',
  calendarBookingEvents: 'caldav',
  dpaDocuments: 'dpa',
  contactMessages: 'contact',
  auditLog: 'audit',
  appConfig: 'config',
  subprocessorChanges: 'config',
  subprocessorNotices: 'config',
  supportChats: 'support',
  supportChatMessages: 'support',
  userNotifications: 'notifications',
  notificationPreferences: 'notifications',
  pushSubscriptions: 'push',
  blogPosts: 'blog',
  blogSlugRedirects: 'blog',
  blogImages: 'blog',
  blogComments: 'blog',
  blogPostViews: 'blog',
  blogViewMarks: 'blog',
  blogViewSalts: 'blog',
  pushDeliveries: 'push',
  webauthnCredentials: 'webauthn',
  webauthnChallenges: 'webauthn',
  providerPlans: 'billing',
  quotaMovements: 'billing',
  quotaAlerts: 'billing',
  payments: 'payments',
  invoices: 'payments',
  invoiceCounters: 'payments',
  stripeEvents: 'payments',
  stripeSubscriptions: 'payments',
  stripeCheckouts: 'payments',
  transferOrders: 'payments',
  shopProducts: 'shop',
  shopProductPhotos: 'shop',
  shopOrders: 'shop',
  shopOrderItems: 'shop',
  shopOrderEvents: 'shop',
  globalNotifications: 'banners',
  globalNotificationTargets: 'banners',
  globalNotificationDismissals: 'banners',
  jobFailures: 'job-failures',
  waitlistEntries: 'waitlist',
  outboxEmails: 'src/server/mail',
  rateLimits: 'src/server/http',
  appSecrets: 'src/server/db',
  /** Written by the triggers of migration 0029 alone (ADR 0043). */
  providerVersions: 'src/server/db',
  dailyAgendaSends: 'src/server/jobs',
};

const modules = readdirSync(MODULES_DIR).filter((name) =>
  statSync(path.join(MODULES_DIR, name)).isDirectory(),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = modules.flatMap((module) =>
  sourceFiles(path.join(MODULES_DIR, module)).map((file) => ({
    module,
    file,
    name: path.relative(MODULES_DIR, file),
    text: readFileSync(file, 'utf8'),
  })),
);

/** `from '…'`, `import '…'` and `import('…')`: every module specifier of a file. */
function specifiersOf(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

describe('module boundaries (ADR 0020)', () => {
  it('imports another module only through its api.ts', () => {
    const violations = files.flatMap(({ module, file, name, text }) =>
      specifiersOf(text)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => path.relative(MODULES_DIR, path.resolve(path.dirname(file), spec)))
        .filter((target) => !target.startsWith('..') && target.includes(path.sep))
        .filter((target) => {
          const [owner, ...rest] = target.split(path.sep);
          if (owner === module) return false;
          const inside = rest.join('/').replace(/\.tsx?$/, '');
          return inside !== 'api';
        })
        .map((target) => `${name} imports ${target}`),
    );
    expect(violations).toEqual([]);
  });

  it('writes only the tables the module owns (tests and their fixtures aside)', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name);
    expect(tables.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    const writes =
      /\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)|\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*([A-Za-z_$][\w$]*)\s*\}/gi;
    const violations = files
      .filter(({ name }) => !/\.test\.tsx?$|test-support\.ts$/.test(name))
      .flatMap(({ module, name, text }) =>
        [...text.matchAll(writes)]
          .map((m) => m[1] ?? m[2] ?? '')
          .filter((table) => tables.includes(table) && TABLE_OWNERS[table] !== module)
          .map((table) => `${name} writes ${table} (owned by ${TABLE_OWNERS[table]})`),
      );
    expect(violations).toEqual([]);
  });

  it('finds the imports and writes it looks for', () => {
    expect(
      specifiersOf("import { a } from '../x/api';\nexport { b } from './b';\nawait import('../y/z');"),
    ).toEqual(['../x/api', './b', '../y/z']);
    expect(files.some(({ name }) => name === path.join('bookings', 'queries.ts'))).toBe(true);
  });
});
