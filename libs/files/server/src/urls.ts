/** Where a stored file is read: with the session token (any file) or, for an enterprise logo, publicly. */
export const fileUrl = (id: string) => `/api/v1/file/${id}`;
export const logoUrl = (tenantId: string, id: string) => `/api/v1/file/logo/${tenantId}/${id}`;
