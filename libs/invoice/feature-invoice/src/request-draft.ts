import type { CreateRequestBody } from '@procure/invoice-data-access';

// The invoice request between its form (`/assetsManagement/invoiceRequest`) and its review
// (`/assetsManagement/confirm`) travels in the history entry's state: a reload or the browser's back button
// finds it again, and nothing is kept once the request is sent (the success page replaces the review).

/** Field errors shown by the form: a body path, or `line:<order line id>` for a line's quantity. */
export type RequestErrors = Record<string, string>;

export type RequestDraftState = {
  draft: CreateRequestBody;
  /** Errors of a send refused on the review, shown again under the form's fields. */
  errors?: RequestErrors;
  /** The review was opened from the form (its history entry holds the draft): "Back to edit" goes back. */
  fromForm?: boolean;
};

export function readDraftState(state: unknown): RequestDraftState | undefined {
  const value = state as Partial<RequestDraftState> | null | undefined;
  return value && typeof value === 'object' && value.draft && Array.isArray(value.draft.lines)
    ? (value as RequestDraftState)
    : undefined;
}

/** The server's field errors keyed for the form (`lines.N.…` → `line:<id>` of the N-th line sent). */
export function requestErrorsOf(error: unknown, lineIds: readonly string[]): RequestErrors {
  const fields = (error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? [];
  const out: RequestErrors = {};
  for (const { path, message } of fields) {
    const match = /^lines\.(\d+)\./.exec(path);
    const lineId = match ? lineIds[Number(match[1])] : undefined;
    out[lineId ? `line:${lineId}` : path] = message;
  }
  return out;
}
