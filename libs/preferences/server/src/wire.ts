import { z } from 'zod';

/** Table keys are code identifiers such as `address.book` (never user text). */
export const tableKeySchema = z
  .string()
  .regex(/^[a-zA-Z][\w.:-]{0,63}$/, 'validation.invalid')
  .describe('The list table, e.g. address.book');

export const savedColumnSchema = z.object({
  key: z
    .string()
    .regex(/^[a-zA-Z_][\w.-]{0,63}$/, 'validation.invalid')
    .describe('Column id'),
  visible: z.boolean(),
  order: z.number().int().min(0).max(999),
  width: z.number().int().min(40).max(2000).optional().describe('Pixels; absent = the default width'),
});

export const columnSetupListQuerySchema = z.object({ tableKey: tableKeySchema });

export const columnSetupSaveSchema = z
  .object({
    tableKey: tableKeySchema,
    columns: z.array(savedColumnSchema).max(100),
  })
  .refine((body) => new Set(body.columns.map((c) => c.key)).size === body.columns.length, {
    message: 'validation.invalid',
    path: ['columns'],
  });

export type ColumnSetupSave = z.infer<typeof columnSetupSaveSchema>;

export const columnSetupSchema = z.object({
  tableKey: z.string(),
  columns: z.array(savedColumnSchema).describe('Empty when the person never saved this table'),
  updatedAt: z.string().nullable(),
});

export type ColumnSetup = z.infer<typeof columnSetupSchema>;
