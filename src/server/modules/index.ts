import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { accountRoutes } from './accounts/routes';
import { impersonationRoutes } from './admin-users/impersonation-routes';
import { adminRoutes } from './admin-users/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { auditRoutes } from './audit/routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { authRoutes } from './auth/routes';
import { securityRoutes } from './auth/security-routes';
import { availabilityRoutes } from './availability/routes';
import { bannerAdminRoutes } from './banners/admin-routes';
import { bannerRoutes } from './banners/routes';
import { billingRoutes } from './billing/routes';
import { blogAdminRoutes } from './blog/admin-routes';
import { blogCommentRoutes } from './blog/comment-routes';
import { blogFeedRoutes } from './blog/feed-routes';
import { blogPublicRoutes } from './blog/public-routes';
import { blogStatsRoutes } from './blog/stats-routes';
import { bookingPaymentConnectRoutes } from './booking-payments/connect-routes';
import { connectWebhookRoutes } from './booking-payments/webhook-routes';
import { bookingListRoutes } from './bookings/list-routes';
import { publicBookingRoutes } from './bookings/public-routes';
import { bookingRoutes } from './bookings/routes';
import { bookingV1Routes } from './bookings/v1-routes';
import { caldavRoutes } from './caldav/routes';
import { calendarRoutes } from './calendar/routes';
import { clientRoutes } from './clients/routes';
import { clientV1Routes } from './clients/v1-routes';
import { configRoutes } from './config/routes';
import { contactRoutes } from './contact/routes';
import { dpaRoutes } from './dpa/routes';
import { accountDeletionRoutes } from './gdpr/account-routes';
import { clientKeyGdprRoutes } from './gdpr/client-key-routes';
import { gdprRoutes } from './gdpr/routes';
import { geoRoutes } from './geo/routes';
import { jobFailureRoutes } from './job-failures/routes';
import { legalRoutes } from './legal/routes';
import { userNotificationRoutes } from './notifications/routes';
import { overviewRoutes } from './overview/routes';
import { paymentAdminRoutes } from './payments/admin-routes';
import { paymentRoutes } from './payments/routes';
import { transferRoutes } from './payments/transfer-routes';
import { embedRoutes } from './providers/embed-routes';
import { logoRoutes } from './providers/logo-routes';
import { publicProviderRoutes } from './providers/public-routes';
import { providerRoutes } from './providers/routes';
import { slotV1Routes } from './providers/v1-slots-routes';
import { pushRoutes } from './push/routes';
import { serviceRoutes } from './services/routes';
import { serviceV1Routes } from './services/v1-routes';
import { settingsRoutes } from './settings/routes';
import { shopAdminRoutes } from './shop/admin-routes';
import { shopRoutes } from './shop/routes';
import { smsRoutes } from './sms/routes';
import { supportAdminRoutes } from './support/admin-routes';
import { supportChatRoutes } from './support/routes';
import { waitlistRoutes } from './waitlist/routes';
import { webauthnKeyRoutes } from './webauthn/key-routes';
import { webauthnSignInRoutes } from './webauthn/sign-in-routes';
import { webhookRoutes } from './webhooks/routes';

const MODULES = [
  authRoutes,
  passwordResetRoutes,
  accountRoutes,
  adminRoutes,
  auditRoutes,
  geoRoutes,
  contactRoutes,
  legalRoutes,
  providerRoutes,
  // Issue 15, embedding the booking page in the provider's site (ADR 0040).
  embedRoutes,
  // Issue 15, the booking page's photo or logo (ADR 0039, item 4).
  logoRoutes,
  publicProviderRoutes,
  serviceRoutes,
  availabilityRoutes,
  settingsRoutes,
  // Issue 35, SMS reminders.
  smsRoutes,
  // Issue 36, signed webhooks with a delivery log.
  webhookRoutes,
  bookingRoutes,
  // Issue 37, the appointments list: client search, pages, CSV export.
  bookingListRoutes,
  publicBookingRoutes,
  clientRoutes,
  calendarRoutes,
  dpaRoutes,
  gdprRoutes,
  accountDeletionRoutes,
  // Issue 15, the client's page: their data rights by the key of the list.
  clientKeyGdprRoutes,
  supportChatRoutes,
  supportAdminRoutes,
  // Issue 10, impersonation: « Se connecter en tant que » and the user's security page.
  impersonationRoutes,
  securityRoutes,
  configRoutes,
  // Issue 11, notifications: the in-app notification centre and its preferences.
  userNotificationRoutes,
  // Issue 11, browser push (ADR 0035).
  pushRoutes,
  // Issue 11, global banners (ADR 0034).
  bannerRoutes,
  bannerAdminRoutes,
  // Issue 12, packs, quota and credits (ADR 0036).
  billingRoutes,
  // Issue 13, payments, invoices and accounting (ADR 0037).
  paymentRoutes,
  paymentAdminRoutes,
  // Issue 30 items 10 and 11, packs paid by bank transfer (ADR 0056).
  transferRoutes,
  // Issue 14, the shop: products and physical orders (ADR 0038).
  shopRoutes,
  shopAdminRoutes,
  // Issue 16, passkeys and security keys (ADR 0041).
  webauthnSignInRoutes,
  webauthnKeyRoutes,
  // Issue 17, the blog: articles, comments, statistics, RSS and sitemap (ADR 0042).
  blogPublicRoutes,
  blogCommentRoutes,
  blogFeedRoutes,
  blogAdminRoutes,
  blogStatsRoutes,
  // Issue 29, the jobs that failed their last attempt (ADR 0053).
  jobFailureRoutes,
  // Issue 31, two-way calendar sync over CalDAV.
  caldavRoutes,
  // Issue 33, the waitlist (ADR 0060).
  waitlistRoutes,
  // Issue 37, the dashboard home: last cancellations and the waitlist at a glance.
  overviewRoutes,
  // Issue 34, booking payments on the provider's own Stripe account (ADR 0061).
  bookingPaymentConnectRoutes,
  connectWebhookRoutes,
  // Issue 36, the public API: keys made in « Intégrations », /api/v1 taking them (ADR 0063).
  apiKeyRoutes,
  serviceV1Routes,
  slotV1Routes,
  bookingV1Routes,
  clientV1Routes,
];

/** Registers every domain module's routes. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const routes of MODULES) await app.register(routes(deps));
}
