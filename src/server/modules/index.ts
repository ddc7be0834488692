import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import { geoRoutes } from './geo/routes';

/** Registers every domain module's routes. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const routes of [
    authRoutes,
    passwordResetRoutes,
    accountRoutes,
    adminRoutes,
    geoRoutes,
    contactRoutes,
  ]) {
    await app.register(routes(deps));
  }
}
