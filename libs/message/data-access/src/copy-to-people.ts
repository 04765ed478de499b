import { HIDE_ERROR_HEADERS, apiV1, isApiError, unwrap } from '@procure/shared-api-client';

/** A person the copy-to picker offers: the option shape of shared-ui's PersonPicker. */
export type CopyToPerson = { id: string; label: string; description?: string };

/**
 * The copy-to (cc) person search of every submit form (issue #12 §5): the tenant's active buyer employees
 * whose name, mobile or e-mail contains `search` (a supplier session: part of the name or the whole mobile
 * or e-mail, names only), at most 10.
 */
export async function searchCopyToPeople(search: string, signal: AbortSignal): Promise<CopyToPerson[]> {
  const people = unwrap(
    await apiV1().GET('/copyto/personSearch', {
      params: { query: { ...(search ? { keyword: search } : {}), limit: 10 } },
      signal,
      headers: HIDE_ERROR_HEADERS,
    }),
  );
  return people.map((p) => {
    const contact = [p.mobile, p.email].filter(Boolean).join(' · ');
    return contact ? { id: p.id, label: p.name, description: contact } : { id: p.id, label: p.name };
  });
}

/** The server's copy-to field error of a failed submit (`copyToIds` or `copyToIds.N`), naming the person. */
export function copyToErrorOf(
  error: unknown,
  chosen: readonly { id: string; label: string }[],
): string | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.fields.find((f) => f.path === 'copyToIds' || f.path.startsWith('copyToIds.'));
  if (!field) return undefined;
  const person = chosen[Number(field.path.split('.')[1])];
  return person ? `${person.label}: ${field.message}` : field.message;
}
