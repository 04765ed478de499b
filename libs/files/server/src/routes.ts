import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  SUCCESS_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE,
  uploadTypeOf,
} from '@procure/shared-codes';
import { newId, withTenant } from '@procure/server-db';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  fieldError,
  idSchema,
  ok,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import { sniffFile } from './content-kind.ts';
import { cleanFileName, contentDisposition } from './content-disposition.ts';
import { findFile, insertFile, type FileRow } from './queries.ts';
import { fileUrl, logoUrl } from './urls.ts';

const tags = ['files'];

export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.number().int().describe('Upload type code (spec §3)'),
  contentType: z.string(),
  url: z.string().describe('Where to read the file (GET, with the session token; logos: public)'),
});

type Upload = { type: string | undefined; name: string | undefined; bytes: Buffer | undefined };

function tenantOf(ctx: RequestContext): string {
  if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
  return ctx.tenantId;
}

async function sendFile(reply: FastifyReply, file: FileRow) {
  const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=300')
    .send(file.bytes);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // One file per request; a bigger one answers 413 before anything is stored (spec §9: 30 MB).
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/file/upload',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary:
          'Uploads one file (multipart: `file`, `type` = upload type code); the content is checked by its bytes',
        tags,
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeSchema(uploadedFileSchema),
          ...errorResponses(400, 401, 403, 413, 422, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      const upload: Upload = { type: undefined, name: undefined, bytes: undefined };
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // toBuffer throws the plugin's 413 when the file passes the limit.
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file') Object.assign(upload, { name: part.filename, bytes });
        } else if (part.fieldname === 'type') {
          upload.type = String(part.value);
        }
      }
      const uploadType = /^\d{1,3}$/.test(upload.type ?? '') ? uploadTypeOf(Number(upload.type)) : undefined;
      if (!uploadType) throw fieldError('type', 'validation.oneOf');
      if (!upload.bytes || upload.bytes.length === 0) throw fieldError('file', 'validation.required');
      const sniffed = await sniffFile(upload.bytes);
      if (!sniffed || !(uploadType.accept as readonly string[]).includes(sniffed.kind)) {
        throw new AppError(422, ERROR_CODES.fileType, undefined, {
          fields: [{ path: 'file', code: ERROR_CODES.fileType }],
        });
      }
      const bytes = upload.bytes;
      const id = newId();
      const name = cleanFileName(upload.name);
      await withContext(db, ctx, (tx) =>
        insertFile(tx, {
          id,
          tenantId,
          type: uploadType.code,
          name,
          contentType: sniffed.mime,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes,
          uploadedBy: ctx.userId,
        }),
      );
      const url = uploadType.code === UPLOAD_TYPE.enterpriseLogo ? logoUrl(tenantId, id) : fileUrl(id);
      return ok(
        { id, name, size: bytes.length, type: uploadType.code, contentType: sniffed.mime, url },
        translate(request, SUCCESS_MESSAGES.fileUploaded),
      );
    },
  );

  app.get(
    '/file/:id',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: "Reads a file of the caller's tenant (another tenant's or an absent id: 404)",
        tags,
        params: z.object({ id: idSchema }),
        response: errorResponses(400, 401, 403, 404, 503),
      },
    },
    async (request, reply) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      const file = await withContext(db, ctx, (tx) => findFile(tx, tenantId, request.params.id));
      if (!file) throw new AppError(404, ERROR_CODES.commonNotFound);
      return sendFile(reply, file);
    },
  );

  // An <img> cannot send the token header: enterprise logos (type 4 only) are readable by tenant and id.
  app.get(
    '/file/logo/:tenantId/:id',
    {
      config: { access: { public: true } },
      schema: {
        summary: "A tenant's enterprise logo (upload type 4 only; anything else: 404)",
        tags,
        params: z.object({ tenantId: idSchema, id: idSchema }),
        response: errorResponses(400, 404, 503),
      },
    },
    async (request, reply) => {
      const { tenantId, id } = request.params;
      const file = await withTenant(db, { tenantId, userId: null }, (tx) => findFile(tx, tenantId, id));
      if (!file || file.type !== UPLOAD_TYPE.enterpriseLogo)
        throw new AppError(404, ERROR_CODES.commonNotFound);
      return sendFile(reply, file);
    },
  );
};

export const filesRoutes: RouteContribution = { gateway: 'api-v1', name: 'files', routes };
