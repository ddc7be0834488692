import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from './config';
import type { AppDeps } from './deps';
import { registerAccessControl } from './http/access';
import { fastifyTrustProxy, trustProxyWarning } from './http/client-ip';
import { registerCsrf } from './http/csrf';
import { onFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { prerenderBeside } from './http/prerender';
import { redactUrl } from './http/redact-url';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStatic } from './http/static';
import { serializeError } from './log/serialize-error';
import { blogPageHead } from './modules/blog/head-page';
import { healthRoutes } from './modules/health/routes';
import { registerModules } from './modules/index';
import { bookingPageHead, framingOriginsFor } from './modules/providers/api';
import { outboundWarning } from './outbound/guard';
import { WEB_DIST_DIR } from './paths';

z.config(z.locales.fr());

/** Where log lines go instead of standard output (tests read them). */
export type TLogDestination = { write(line: string): void };

export type BuildOptions = {
  logger?: boolean | { level: string; stream?: TLogDestination };
  /** Directory of the built web app; tests of the API alone leave it out. */
  webDir?: string;
};

/** The Fastify instance with every route: used by main.ts and by tests through inject() or listen(). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? options.logger : {}),
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({
              method: req.method,
              url: redactUrl(req.url),
              remoteAddress: req.ip,
            }),
            err: serializeError,
          },
        }
      : false,
    trustProxy: fastifyTrustProxy(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: onFrameworkError,
  });

  const trustWarning = trustProxyWarning(deps.config.TRUST_PROXY);
  if (trustWarning) app.log.warn(trustWarning);
  const openOutbound = outboundWarning(deps.config);
  if (openOutbound) app.log.warn(openOutbound);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAccessControl(app, deps);
  registerInputGuard(app);

  await app.register(fastifyCookie);
  const https = deps.config.APP_URL.startsWith('https://');
  await registerSecurityHeaders(app, { https });
  registerCsrf(app, { secure: https });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'API Créneau',
        description: 'API de la solution simple pour vos rendez-vous',
        version: '1',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Issue 36: /api/v1 takes a key made in « Intégrations », never a session (ADR 0063).
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'crn_live_…',
            description:
              'Clé d’API créée dans Tableau de bord → Intégrations → Clés d’API, avec ses autorisations (scopes) : bookings:read, bookings:write, services:read, availability:read, clients:read.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await registerApiDocs(app, deps.config.API_DOCS_PUBLIC);

  await app.register(healthRoutes(deps));
  await registerModules(app, deps);
  // The pages whose head the server writes: the blog's (ADR 0042) and the booking pages (ADR 0066).
  const blogHead = blogPageHead(deps);
  const webDir = options.webDir ?? WEB_DIST_DIR;
  const bookingHead = bookingPageHead(deps, prerenderBeside(webDir));
  await registerStatic(app, webDir, {
    sourceMaps: deps.config.SOURCE_MAPS_PUBLIC,
    framingOrigins: (pathname) => framingOriginsFor(deps.database.db, pathname),
    pageHead: async (pathname, url) => (await blogHead(pathname)) ?? (await bookingHead(pathname, url)),
  });
  return app;
}

/**
 * The API's description as API_DOCS_PUBLIC says (issue 30): the Swagger UI and its document, the
 * document alone (/api/docs/json), or nothing. Production hosts get the document by default.
 */
async function registerApiDocs(app: FastifyInstance, mode: TConfig['API_DOCS_PUBLIC']): Promise<void> {
  if (mode === 'ui') {
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  } else if (mode === 'document') {
    app.get('/api/docs/json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  }
}
