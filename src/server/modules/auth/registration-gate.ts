import type { FastifyRequest } from 'fastify';
import { M } from '../../../shared/messages';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { getConfig } from '../config/api';
import { assertRegistrationCountry } from '../geo/api';

/**
 * Whether a visitor may sign up now: sign-ups open, and from one of the allowed countries, both
 * from the administrators' configuration (docs/decisions/0031).
 */
export async function assertRegistrationAllowed(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const { registrationOpen, registrationCountries } = await getConfig(deps);
  if (!registrationOpen) throw new AppError('FORBIDDEN', M.register.closed);
  await assertRegistrationCountry(request, deps.config, registrationCountries);
}
