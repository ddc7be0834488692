import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { authRoutes } from './auth/routes';
import { availabilityRoutes } from './availability/routes';
import { publicBookingRoutes } from './bookings/public-routes';
import { bookingRoutes } from './bookings/routes';
import { calendarRoutes } from './calendar/routes';
import { clientRoutes } from './clients/routes';
import { configRoutes } from './config/routes';
import { contactRoutes } from './contact/routes';
import { dpaRoutes } from './dpa/routes';
import { accountDeletionRoutes } from './gdpr/account-routes';
import { gdprRoutes } from './gdpr/routes';
import { geoRoutes } from './geo/routes';
import { legalRoutes } from './legal/routes';
import { publicProviderRoutes } from './providers/public-routes';
import { providerRoutes } from './providers/routes';
import { serviceRoutes } from './services/routes';
import { settingsRoutes } from './settings/routes';

const MODULES = [
  authRoutes,
  passwordResetRoutes,
  accountRoutes,
  adminRoutes,
  geoRoutes,
  contactRoutes,
  legalRoutes,
  providerRoutes,
  publicProviderRoutes,
  serviceRoutes,
  availabilityRoutes,
  settingsRoutes,
  bookingRoutes,
  publicBookingRoutes,
  clientRoutes,
  calendarRoutes,
  dpaRoutes,
  gdprRoutes,
  accountDeletionRoutes,
  configRoutes,
];

/** Registers every domain module's routes. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const routes of MODULES) await app.register(routes(deps));
}
