import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthenticateOptions,
  ZAuthenticateVerify,
  ZCredentialQuery,
  ZHasKeyResponse,
  ZOptionsResponse,
  ZWebauthnSessionResponse,
} from '../../../shared/schemas/webauthn';
import type { AppDeps } from '../../deps';
import { hasKey, signInOptions, signInWithKey } from './sign-in-service';

const TAGS = ['clés de sécurité'];
const SIGNED_IN = 'Connexion réussie';

/** SPEC §7 « Security key » calls: does this e-mail have a key, then options and verification. */
export function webauthnSignInRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/webauthn/credential',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Cette adresse a-t-elle une clé de sécurité ?',
          description:
            'Répond `hasKey: true` pour toute adresse (avec clé, sans clé ou inconnue) : la réponse ne dit pas quelles adresses ont un compte. Limité par IP.',
          querystring: ZCredentialQuery,
          response: { 200: ZHasKeyResponse },
        },
      },
      async (request) => ({ hasKey: await hasKey(deps, request.query.email, request.ip) }),
    );

    app.post(
      '/api/webauthn/authenticate/options',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Options de connexion par clé de sécurité (sans e-mail : clé d’accès découvrable)',
          description:
            'Une adresse sans clé (ou inconnue) reçoit des options semblables, avec une clé qu’aucun appareil ne détient : la cérémonie échoue dans le navigateur. Défi à usage unique, 5 minutes.',
          body: ZAuthenticateOptions,
          response: { 200: ZOptionsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Options de connexion générées',
        options: { ...(await signInOptions(deps, request.body.email, request.ip)) },
      }),
    );

    app.post(
      '/api/webauthn/authenticate/verify',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Se connecter avec une clé de sécurité (même session que le mot de passe)',
          description:
            '401 « Échec de l’authentification WebAuthn » pour toute signature, défi ou compteur refusé.',
          body: ZAuthenticateVerify,
          response: { 200: ZWebauthnSessionResponse },
        },
      },
      async (request) => {
        const session = await signInWithKey(deps, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return { ...session, message: SIGNED_IN };
      },
    );
  };
}
