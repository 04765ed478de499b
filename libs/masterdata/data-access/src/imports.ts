import { i18n } from '@lingui/core';
import { HEADERS } from '@procure/shared-codes';
import { getSession } from '@procure/shared-api-client';

export const IMPORT_KINDS = ['units', 'costCentres', 'procurementCategories', 'vendors'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One row error of a rejected upload, as the ImportDialog shows it. */
export type ImportRowError = { row: number; column: string; message: string };
export type ImportOutcome = { imported: number } | { errors: ImportRowError[] };

function headers(): Record<string, string> {
  const { token } = getSession();
  return {
    ...(token ? { [HEADERS.token]: token } : {}),
    [HEADERS.language]: i18n.locale === 'en-US' ? 'en_us' : 'zh_cn',
    [HEADERS.appKey]: 'buyer',
  };
}

/** The xlsx template (the API wants the token in a header, so a plain link would not do). */
export async function downloadImportTemplate(kind: ImportKind): Promise<Blob> {
  const res = await fetch(`/api/v1/masterdata/import/${kind}/template`, { headers: headers() });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.blob();
}

type Envelope = {
  code?: number;
  desc?: string;
  data?: { imported?: number; fields?: { path: string; message: string }[] };
};

/** The server reports each bad cell as a field `rows.<excel row>.<column header>`. */
export function rowErrorsOf(fields: readonly { path: string; message: string }[]): ImportRowError[] {
  return fields.map((f) => {
    const [, row = '0', ...column] = f.path.split('.');
    return { row: Number(row), column: column.join('.'), message: f.message };
  });
}

/** Uploads the sheet: the count imported, or every row error (nothing was imported then). */
export async function uploadImport(kind: ImportKind, file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(`/api/v1/masterdata/import/${kind}`, {
    method: 'POST',
    headers: headers(),
    body: form,
  });
  const envelope = (await res.json().catch(() => ({}))) as Envelope;
  if (res.ok && envelope.code === 0) return { imported: envelope.data?.imported ?? 0 };
  const fields = envelope.data?.fields ?? [];
  if (res.status === 400 && fields.some((f) => f.path.startsWith('rows.')))
    return { errors: rowErrorsOf(fields) };
  throw new Error(envelope.desc || `HTTP ${res.status}`);
}
