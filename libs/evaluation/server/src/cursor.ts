import { isUuid } from '@procure/server-db';

// Keyset cursor of "my assessments": the last row's (deadline, id), opaque to clients (base64url JSON).

export type AssessCursor = { deadline: string; id: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function encodeCursor(cursor: AssessCursor): string {
  return Buffer.from(JSON.stringify([cursor.deadline, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): AssessCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [deadline, id] = value as unknown[];
    if (typeof deadline !== 'string' || typeof id !== 'string' || !DATE.test(deadline) || !isUuid(id))
      return null;
    return { deadline, id };
  } catch {
    return null;
  }
}
