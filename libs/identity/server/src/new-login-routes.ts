import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withAppRole } from '@procure/server-db';
import { envelopeSchema, errorResponses, idSchema, ok } from '@procure/server-http';
import { randomCaptchaText, renderCaptchaPng, storeCaptcha } from '@procure/server-auth';
import { passwordSignIn } from './password-sign-in.ts';
import { base64CaptchaSchema, newLoginBodySchema } from './sign-in-wire.ts';
import { loginResultSchema } from './wire.ts';
import type { SignInRouteOptions } from './sign-in-routes.ts';

/** Spec §9: image codes are 100 by 50 pixels. */
const IMAGE = { width: 100, height: 50 } as const;

/** The "new login" of /buyerlogin and /supplierlogin: the site travels in the body, the image code inline. */
export const newLoginRoutes: FastifyPluginAsyncZod<SignInRouteOptions> = async (app, options) => {
  const db = app.database.db;

  app.get(
    '/verifycode/getVerifyCodeByBase64',
    {
      config: { access: { public: true } },
      schema: {
        summary:
          'Image code as a data URL (100 × 50 PNG) for the key the client generated; 5 minutes, single use',
        tags: ['identity'],
        querystring: z.object({ key: idSchema }),
        response: { 200: envelopeSchema(base64CaptchaSchema), ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const { key } = request.query;
      const code = options.fixedCode ?? randomCaptchaText();
      await withAppRole(db, (tx) => storeCaptcha(tx, key, code));
      const png = renderCaptchaPng(code, IMAGE.width, IMAGE.height);
      reply.header('Cache-Control', 'no-store');
      return ok({ key, image: `data:image/png;base64,${png.toString('base64')}` });
    },
  );

  app.post(
    '/new/login',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'New login (pages /buyerlogin, /supplierlogin) with user name, password and image code',
        tags: ['identity'],
        body: newLoginBodySchema,
        response: { 200: envelopeSchema(loginResultSchema), ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request) => ok(await passwordSignIn(db, request, request.body, options.ipLimit)),
  );
};
