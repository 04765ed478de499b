import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';

export type ExportColumn = { key: string; title: string };
export type ExportOutcome =
  { mode: 'immediate'; file: { blob: Blob; name: string } } | { mode: 'background' };

/** The file name the server sent (RFC 5987 `filename*`, else `filename`). */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** GET the file of a ready export as a Blob (the token travels in a header, so no bare link). */
export async function downloadExport(id: string): Promise<{ blob: Blob; name: string }> {
  const { data, error, response } = await apiV1().GET('/downloadCenter/export/{id}/file', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (error || !data) throw ApiError.fromBody(response.status, error);
  return { blob: data as Blob, name: fileNameOf(response, 'export.xlsx') };
}

/**
 * The one export call of every list (docs/conventions.md "Exports"): the list's key, its current
 * filters (the list query without cursor) and the visible columns. ≤ 100 rows come back as the file.
 */
export async function exportList(
  list: string,
  filters: Record<string, unknown>,
  columns: ExportColumn[],
): Promise<ExportOutcome> {
  const { cursor: _cursor, pageSize: _pageSize, ...rest } = filters;
  const started = unwrap(
    await apiV1().POST('/downloadCenter/export', { body: { list, filters: rest, columns } }),
  );
  if (started.mode === 'background') return { mode: 'background' };
  return { mode: 'immediate', file: await downloadExport(started.id) };
}

async function fetchExports() {
  return unwrap(await apiV1().GET('/downloadCenter/exportList'));
}
export type ExportItem = Awaited<ReturnType<typeof fetchExports>>[number];

export const exportKeys = { list: ['downloadCenter', 'exportList'] as const };

export const exportListQueryOptions = () =>
  queryOptions({
    queryKey: exportKeys.list,
    queryFn: fetchExports,
    // While an export runs, its progress is polled.
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.state === 'queued' || e.state === 'running') ? 2000 : false,
  });

export function useExportList() {
  return useQuery(exportListQueryOptions());
}

export function useRetryExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrapEnvelope(await apiV1().POST('/downloadCenter/export/{id}/retry', { params: { path: { id } } }))
        .desc,
    onSuccess: () => client.invalidateQueries({ queryKey: exportKeys.list }),
  });
}

export function useDeleteExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrapEnvelope(await apiV1().POST('/downloadCenter/export/{id}/delete', { params: { path: { id } } }))
        .desc,
    onSuccess: () => client.invalidateQueries({ queryKey: exportKeys.list }),
  });
}
