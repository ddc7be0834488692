import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/parse-api-error';
import { UnexpectedResponseError } from '../../lib/parse-response';
import { describeLoginError } from './login-error';

const http = (status: number, body?: Record<string, unknown>) => new ApiError(status, 'http', body);

describe('describeLoginError (SPEC §8 login catalogue)', () => {
  it.each([
    ['401', http(401, { message: 'autre chose' }), 'Email ou mot de passe incorrect', false],
    [
      '403 emailNotVerified',
      http(403, {
        emailNotVerified: true,
        message: 'Veuillez vérifier votre adresse email avant de vous connecter',
      }),
      'Veuillez vérifier votre adresse email avant de vous connecter',
      true,
    ],
    [
      '403 emailNotVerified without message',
      http(403, { emailNotVerified: true }),
      'Veuillez vérifier votre adresse email avant de vous connecter',
      true,
    ],
    ['other 403 with message', http(403, { message: 'Compte suspendu' }), 'Compte suspendu', false],
    ['other 403 without message', http(403), 'Accès refusé', false],
    ['429 with message', http(429, { message: 'Trop de tentatives' }), 'Trop de tentatives', false],
    ['500 without message', http(500), 'Erreur de serveur (500)', false],
    [
      'no response',
      new ApiError(0, 'network'),
      'Impossible de contacter le serveur. Vérifiez votre connexion internet.',
      false,
    ],
    [
      'timeout',
      new ApiError(0, 'timeout'),
      'Impossible de contacter le serveur. Vérifiez votre connexion internet.',
      false,
    ],
    ['unsuccessful result', new UnexpectedResponseError(), 'Erreur inattendue, veuillez réessayer', false],
    ['anything else', new Error('boom'), 'Une erreur est survenue. Veuillez réessayer.', false],
  ])('%s', (_label, error, message, emailNotVerified) => {
    expect(describeLoginError(error)).toEqual({ message, emailNotVerified });
  });
});
