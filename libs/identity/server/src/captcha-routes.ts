import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAppRole } from '@procure/server-db';
import { errorResponses, idSchema } from '@procure/server-http';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  randomCaptchaText,
  renderCaptchaPng,
  storeCaptcha,
} from '@procure/server-auth';

const dimension = (bounds: { min: number; max: number }) =>
  z
    .string()
    .regex(/^\d{1,4}$/, 'validation.digits')
    .transform(Number)
    .pipe(z.number().int().min(bounds.min, 'validation.tooSmall').max(bounds.max, 'validation.tooLarge'));

export type CaptchaRouteOptions = {
  /** Non-production only (the config refuses it in production): every code is this value. */
  fixedCode: string | undefined;
};

/** `GET /tenant/login/verifycode/{w}/{h}?key=<uuid>`: the image code for the login the client keys. */
export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRouteOptions> = async (app, { fixedCode }) => {
  app.get(
    '/tenant/login/verifycode/:w/:h',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Image code (PNG) for the key the client generated; valid 5 minutes, single use',
        tags: ['identity'],
        params: z.object({ w: dimension(CAPTCHA_WIDTH), h: dimension(CAPTCHA_HEIGHT) }),
        querystring: z.object({ key: idSchema }),
        response: {
          200: {
            description: 'PNG image',
            content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errorResponses(400, 503),
        },
      },
    },
    async (request, reply) => {
      const { w, h } = request.params;
      const code = fixedCode ?? randomCaptchaText();
      await withAppRole(app.database.db, (tx) => storeCaptcha(tx, request.query.key, code));
      const png = renderCaptchaPng(code, w, h);
      // A Buffer is sent as is (never serialised); the declared schema only documents binary PNG.
      return reply
        .type('image/png')
        .header('Cache-Control', 'no-store')
        .send(png as unknown as string);
    },
  );
};
