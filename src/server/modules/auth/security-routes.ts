import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChangeEmail, ZChangePassword, ZConfirmEmailChange } from '../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../shared/schemas/common';
import { ZSupportAccessResponse } from '../../../shared/schemas/impersonation';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { confirmEmailChange, EMAIL_CHANGE_MESSAGES, requestEmailChange } from './email-change';
import { endImpersonation, IMPERSONATION_MESSAGES } from './impersonation';
import { changePassword, PASSWORD_CHANGE_MESSAGES } from './password-change';
import { listSupportAccesses } from './support-access';

const TAGS = ['sécurité'];

/** The signed-in user's security: their password, their e-mail address, and the administration's visits to the account. */
export function securityRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/change-password',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Changer mon mot de passe (ferme mes autres sessions)',
          description:
            'Exige le mot de passe actuel (5 essais par quart d’heure). Les autres sessions sont fermées, celle-ci reste ouverte ; un e-mail prévient le titulaire. Refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place.',
          security: BEARER,
          body: ZChangePassword,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await changePassword(deps, getAuth(request), request.body);
        return { success: true as const, message: PASSWORD_CHANGE_MESSAGES.done };
      },
    );

    app.post(
      '/api/auth/change-email',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Changer mon adresse e-mail (lien de confirmation envoyé à la nouvelle adresse)',
          description:
            'Exige le mot de passe (même limite que le changement de mot de passe). Même réponse que l’adresse soit libre ou non : libre, elle reçoit un lien à usage unique (24 h) ; déjà prise, un simple avertissement. Refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place.',
          security: BEARER,
          body: ZChangeEmail,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await requestEmailChange(deps, getAuth(request).user, request.body);
        return { success: true as const, message: EMAIL_CHANGE_MESSAGES.requested(request.body.newEmail) };
      },
    );

    app.post(
      '/api/auth/confirm-email-change',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Confirmer ma nouvelle adresse e-mail (lien à usage unique ; ferme toutes les sessions)',
          description:
            'L’ancienne adresse est prévenue. 400 si le lien est invalide, utilisé ou expiré ; 409 si l’adresse a été prise entre-temps.',
          body: ZConfirmEmailChange,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await confirmEmailChange(deps, request.body);
        return { success: true as const, message: EMAIL_CHANGE_MESSAGES.done };
      },
    );

    app.get(
      '/api/auth/support-access',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Les connexions de l’administration à mon compte (12 derniers mois)',
          description:
            'Début, fin (ou expiration) et motif de chaque « Se connecter en tant que », du plus récent au plus ancien.',
          security: BEARER,
          response: { 200: ZSupportAccessResponse },
        },
      },
      async (request) => ({
        success: true as const,
        accesses: await listSupportAccesses(deps, getAuth(request).user.id),
      }),
    );

    app.post(
      '/api/auth/impersonation/end',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Revenir à l’administration (termine la session ouverte en tant que l’utilisateur)',
          description:
            'Seulement pour une session ouverte par un administrateur (sinon 409). Révoque la session et journalise la fin.',
          security: BEARER,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        const { user, session } = getAuth(request);
        await endImpersonation(deps, user, session);
        return { success: true as const, message: IMPERSONATION_MESSAGES.ended };
      },
    );
  };
}
