import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from '@procure/server-db';
import { installErrorHandlers } from './error-handler.ts';
import { zodValidatorCompiler } from './request-validation.ts';
import { IDEMPOTENCY_REPLAYED_HEADER } from './idempotency/idempotency.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database (PostgreSQL or PGlite): decorate it before registering routes. */
    database: Database;
  }
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type ServerOptions = {
  logLevel: LogLevel;
  /** Human-readable logs: only when a person is watching a terminal; JSON lines otherwise. */
  prettyLogs?: boolean;
  /**
   * Which proxies may tell the client address (`X-Forwarded-For`): Fastify's `trustProxy` (false: the
   * socket's address; true: any; a hop count; addresses / CIDR ranges). The send guard and the sign-in
   * limits count per `request.ip`, so behind a proxy this must name it or every client looks the same.
   */
  trustProxy?: boolean | number | string[];
};

export type AppInstance = FastifyInstance;

/** The external plugins and app-wide pieces, before any route: compilers, helmet, errors, OpenAPI. */
export async function createServer({
  logLevel,
  prettyLogs = process.stdout.isTTY,
  trustProxy = false,
}: ServerOptions) {
  const app = Fastify({
    logger: {
      level: logLevel,
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
      ...(prettyLogs
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
    },
    // Route paths keep the specification's names (e.g. /employee/loginEmployee): case matters.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  // A repeat of an idempotent POST says so (idempotency/idempotency.ts).
  app.addHook('onSend', async (request, reply) => {
    if (request.idempotentReplay) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  });
  await app.register(helmet, { global: true });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Procure API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  return app;
}
