import pg from 'pg';

// Records every statement the API sends to PostgreSQL while one request runs (pg.Client.query is
// what drizzle's node-postgres driver calls), so the raw server can replay exactly the same SQL:
// the session lookup and permission load of the auth hook, then the route's transaction.

export type Statement = { text: string; values: unknown[] };

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

export async function recordStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') statements.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      statements.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return statements;
}
