import { z } from 'zod';
import { nameLength, optional, rules } from '@procure/shared-validation';
import { idSchema } from '@procure/server-http';

// ---- Roles

export const roleSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  name: z.string().describe("In the request's language"),
  builtIn: z.boolean().describe('Created with the tenant: cannot be deleted'),
  permissions: z.array(z.string()),
  memberCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.object({
  id: idSchema.optional(),
  nameZh: nameLength,
  nameEn: nameLength,
  permissions: z.array(z.string('validation.invalidType'), 'validation.invalidType').max(200),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

// ---- Departments and position levels

export const departmentSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  name: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

const codeRule = rules.name.max(30, 'validation.tooLong');

export const departmentInputSchema = z.object({
  id: idSchema.optional(),
  code: codeRule,
  nameZh: nameLength,
  nameEn: nameLength,
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

export const positionLevelSchema = departmentSchema.extend({ sort: z.number().int() });
export type PositionLevel = z.infer<typeof positionLevelSchema>;
export const positionLevelInputSchema = departmentInputSchema.extend({
  sort: z.number('validation.invalidType').int('validation.invalidType').min(0).max(9999).default(0),
});
export type PositionLevelInput = z.infer<typeof positionLevelInputSchema>;

// ---- Staff

export const staffSchema = z.object({
  userId: z.string(),
  username: z.string(),
  empName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  positionLevelId: z.string().nullable(),
  positionLevelName: z.string().nullable(),
  roles: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  disabled: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffPageSchema = z.object({
  rows: z.array(staffSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const staffQuerySchema = z.object({
  keyword: z.string().max(50, 'validation.tooLong').optional().describe('Name, username or mobile'),
  departmentId: idSchema.optional(),
  status: z.enum(['enabled', 'disabled'], 'validation.oneOf').optional(),
  page: z.coerce.number('validation.invalidType').int().min(1).max(10000).default(1),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type StaffQuery = z.infer<typeof staffQuerySchema>;

const staffFields = {
  empName: nameLength,
  mobile: rules.mobile,
  email: optional(rules.email),
  departmentId: idSchema.nullish(),
  positionLevelId: idSchema.nullish(),
  roleIds: z.array(idSchema, 'validation.invalidType').max(50),
};

/** Create (no userId: username and initial password required) or edit (userId). */
export const staffInputSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('create'),
    username: rules.name.min(3, 'validation.tooShort').max(30, 'validation.tooLong'),
    password: rules.password,
    ...staffFields,
  }),
  z.object({ mode: z.literal('edit'), userId: idSchema, ...staffFields }),
]);
export type StaffInput = z.infer<typeof staffInputSchema>;

export const userIdParamsSchema = z.object({ userId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });

// ---- Enterprise information

export const enterpriseInfoSchema = z.object({
  tenantId: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  shortNameZh: z.string(),
  shortNameEn: z.string(),
  logoUrl: z.string().nullable(),
  /** IANA name; the 08:30 digest and the tenant's dates follow it. */
  timeZone: z.string(),
});
export const logoInputSchema = z.object({ fileId: idSchema });
