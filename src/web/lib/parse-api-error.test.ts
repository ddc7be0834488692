import { describe, expect, it } from 'vitest';
import { ApiError, parseApiError } from './parse-api-error';
import { UnexpectedResponseError } from './parse-response';

describe('parseApiError', () => {
  it('keeps the server’s French message, status, code and field', () => {
    const error = new ApiError(400, 'http', {
      success: false,
      message: 'Le nom de la prestation est requis',
      code: 'VALIDATION',
      field: 'name',
    });
    expect(parseApiError(error)).toEqual({
      message: 'Le nom de la prestation est requis',
      status: 400,
      code: 'VALIDATION',
      field: 'name',
    });
  });

  it('keeps a code of the shared list, typed by it', () => {
    const { code } = parseApiError(
      new ApiError(403, 'http', { success: false, message: 'Plus de rendez-vous', code: 'QUOTA_EXHAUSTED' }),
    );
    expect(code).toBe('QUOTA_EXHAUSTED');
    // @ts-expect-error — a misspelt code cannot be compared with the parsed one.
    expect(code === 'QUOTA_EXHAUSTD').toBe(false);
  });

  it('names an answer whose code is not ours by its status', () => {
    const parsed = parseApiError(
      new ApiError(502, 'http', { message: 'Passerelle en panne', code: 'BAD_GATEWAY' }),
    );
    expect(parsed).toEqual({ message: 'Passerelle en panne', status: 502, code: 'HTTP_502' });
  });

  it.each([
    [403, 'Accès refusé'],
    [404, 'Erreur de serveur (404)'],
    [429, 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'],
    [503, 'Erreur de serveur (503)'],
  ])('words a %i without a message by its status', (status, message) => {
    expect(parseApiError(new ApiError(status, 'http', { message: '' }))).toEqual({
      message,
      status,
      code: `HTTP_${status}`,
    });
  });

  it('uses the screen’s own sentence only for an answer without a message', () => {
    const fallback = "Erreur lors de l'inscription";
    expect(parseApiError(new ApiError(500, 'http'), fallback).message).toBe(fallback);
    expect(parseApiError(new ApiError(409, 'http', { message: 'Compte existant' }), fallback).message).toBe(
      'Compte existant',
    );
    expect(parseApiError(new ApiError(0, 'network'), fallback).code).toBe('NETWORK');
  });

  it('names the failures that got no answer', () => {
    expect(parseApiError(new ApiError(0, 'network'))).toEqual({
      message: 'Impossible de contacter le serveur. Vérifiez votre connexion internet.',
      status: 0,
      code: 'NETWORK',
    });
    expect(parseApiError(new ApiError(0, 'timeout')).message).toBe(
      'Le serveur met trop de temps à répondre.',
    );
    expect(parseApiError(new ApiError(0, 'aborted')).code).toBe('ABORTED');
  });

  it('turns an unusable answer and anything else into French too', () => {
    expect(parseApiError(new UnexpectedResponseError())).toEqual({
      message: 'Réponse inattendue du serveur',
      status: 0,
      code: 'UNEXPECTED_RESPONSE',
    });
    expect(parseApiError(new Error('Cannot read properties of undefined'))).toEqual({
      message: 'Une erreur est survenue. Veuillez réessayer.',
      status: 0,
      code: 'UNKNOWN',
    });
  });
});
