import { z } from 'zod';
import { idSchema } from '@procure/server-http';

/**
 * The image code every anonymous send route asks for (the password login's: the key of
 * `GET /verifycode/getVerifyCodeByBase64` or `GET /tenant/login/verifycode/{w}/{h}`, and the text typed).
 */
export const imageCodeShape = {
  verifyKey: idSchema.describe('The key of GET /verifycode/getVerifyCodeByBase64 (image code, single use)'),
  verifyCode: z
    .string()
    .min(1, 'validation.required')
    .max(16, 'validation.tooLong')
    .describe('The image code as typed'),
};
export const imageCodeQuerySchema = z.object(imageCodeShape);
