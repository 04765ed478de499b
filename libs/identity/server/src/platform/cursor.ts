import { isUuid } from '@procure/server-db';

// Keyset cursor of the platform lists: the last row's (created_at, id), opaque to clients (base64url
// JSON); created_at as PostgreSQL's text with microseconds (a JS Date would drop them and skip rows).

export type PlatformCursor = { at: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: PlatformCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): PlatformCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !TIMESTAMP.test(at) || !isUuid(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
}
