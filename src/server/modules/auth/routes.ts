import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZLogin,
  ZRefreshToken,
  ZRegister,
  ZRegisterResponse,
  ZResendVerification,
  ZSessionResponse,
  ZUserResponse,
  ZVerifyEmailResponse,
} from '../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { bearerToken, getAuth } from '../../http/auth';
import { DEVICE_COOKIE, deviceCookieOptions } from './device-cookie';
import { describeImpersonation } from './impersonation';
import { prefersHtml } from './prefers-html';
import { assertRegistrationAllowed } from './registration-gate';
import {
  REGISTRATION_MESSAGES,
  registerUser,
  resendVerification,
  signInAfterVerification,
  verifyEmail,
} from './registration-service';
import { LOGOUT_MESSAGE, login, logout, refreshSession, type TClientInfo } from './session-service';
import { issueSignupCookie, SIGNUP_COOKIE, signupCookieOptions } from './signup-cookie';
import { toUserDto } from './user-dto';

const TAGS = ['authentification'];
const bearer = [{ bearer: [] }];

function readClientInfo(request: FastifyRequest): TClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** SPEC §7 authentication calls: registration, e-mail verification, sessions. */
export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const secureCookies = deps.config.APP_URL.startsWith('https://');
  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Créer un compte professionnel (à activer par e-mail)',
          description:
            'Même réponse, même statut et durée comparable que l’adresse ait déjà un compte ou non ; ' +
            'dans ce cas son titulaire est prévenu par e-mail (au plus une fois par heure) et rien n’est modifié.',
          body: ZRegister,
          response: { 201: ZRegisterResponse },
        },
      },
      async (request, reply) => {
        await assertRegistrationAllowed(deps, request);
        const result = await registerUser(deps, { ...request.body, ip: request.ip });
        // Set whatever happened (a new account or not): the answer stays the same for both.
        reply.setCookie(
          SIGNUP_COOKIE,
          issueSignupCookie(deps.jwtSecret, request.body.email, deps.now()),
          signupCookieOptions(secureCookies),
        );
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/api/auth/verify-email/:token',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Vérifier une adresse e-mail (lien reçu par e-mail)',
          description:
            'Répond en JSON ; un navigateur qui demande du HTML est redirigé vers /verify-email/success ou /verify-email/failed.',
          params: z.object({ token: z.string().min(1).max(200) }),
          response: { 200: ZVerifyEmailResponse },
        },
      },
      async (request, reply) => {
        const userId = await verifyEmail(deps, request.params.token);
        if (prefersHtml(request.headers.accept)) {
          return reply.redirect(userId ? '/verify-email/success' : '/verify-email/failed', 302);
        }
        if (!userId) throw new AppError('BAD_REQUEST', REGISTRATION_MESSAGES.verifyFailed);
        const session = await signInAfterVerification(
          deps,
          userId,
          request.cookies[SIGNUP_COOKIE],
          readClientInfo(request),
        );
        if (!session) return { success: true as const, message: REGISTRATION_MESSAGES.verified };
        reply.clearCookie(SIGNUP_COOKIE, signupCookieOptions(secureCookies));
        return { ...session, message: REGISTRATION_MESSAGES.verifiedSignedIn };
      },
    );

    app.post(
      '/api/auth/resend-verification',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Renvoyer le lien de vérification',
          description: 'Même réponse que le compte existe ou non.',
          body: ZResendVerification,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await resendVerification(deps, { email: request.body.email, ip: request.ip });
        return { success: true as const, message: REGISTRATION_MESSAGES.resent };
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Se connecter (rememberMe : session de 30 jours, sinon 12 heures)',
          body: ZLogin,
          response: { 200: ZSessionResponse },
        },
      },
      async (request, reply) => {
        const result = await login(
          deps,
          request.body,
          readClientInfo(request),
          request.cookies[DEVICE_COOKIE],
        );
        reply.setCookie(DEVICE_COOKIE, result.deviceCookie, deviceCookieOptions(secureCookies));
        return result.session;
      },
    );

    app.post(
      '/api/auth/logout',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Se déconnecter (révoque la session du jeton)',
          security: bearer,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await logout(deps, bearerToken(request));
        return { success: true as const, message: LOGOUT_MESSAGE };
      },
    );

    app.get(
      '/api/auth/verify-token',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Vérifier le jeton et relire l’utilisateur',
          security: bearer,
          response: { 200: ZUserResponse },
        },
      },
      async (request) => {
        const { user, session } = getAuth(request);
        return {
          success: true as const,
          user: toUserDto(user),
          impersonation: await describeImpersonation(deps, session),
        };
      },
    );

    app.post(
      '/api/auth/refresh-token',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Renouveler le jeton (jeton actuel requis, même expiré)',
          description:
            'Exige le jeton Bearer actuel, signé et non révoqué. Un jeton expiré n’est accepté que pour une session « se souvenir de moi » terminée depuis moins de 7 jours. L’ancienne session est révoquée.',
          security: bearer,
          body: ZRefreshToken,
          response: { 200: ZSessionResponse },
        },
      },
      async (request) => refreshSession(deps, bearerToken(request), request.body, readClientInfo(request)),
    );
  };
}
