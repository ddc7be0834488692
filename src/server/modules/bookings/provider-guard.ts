import type { FastifyRequest } from 'fastify';
import { M } from '../../../shared/messages';
import { AppError } from '../../http/app-error';
import { getAuth } from '../../http/auth';

/** The signed-in provider's id (= their user id); an administrator has no agenda: 403. */
export function providerIdOf(request: FastifyRequest): string {
  const { user } = getAuth(request);
  if (user.role !== 'client') throw new AppError('FORBIDDEN', M.login.forbidden);
  return user.id;
}
