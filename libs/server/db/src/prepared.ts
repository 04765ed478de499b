import { createHash } from 'node:crypto';

/** What node-postgres is handed for one statement: a name makes it a prepared statement. */
type QueryConfig = { name?: string; text?: string };

/**
 * A drizzle select prepared for execution. node-postgres' prepared query keeps the config it hands
 * to `pg` in `queryConfig` / `rawQueryConfig` (drizzle 0.45); other drivers (PGlite) have neither
 * and simply run the statement unnamed.
 */
type PreparedQuery<T> = {
  execute(): Promise<T>;
  queryConfig?: QueryConfig;
  rawQueryConfig?: QueryConfig;
};

/** A drizzle query that can run as a named prepared statement (every select builder can). */
type Preparable<T> = { prepare(name: string): PreparedQuery<T> };

const MAX_NAMES = 1000;
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMES) return known;
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a hot read as a named prepared statement: each pooled connection parses and plans its text
 * once, then only binds and executes. For a list page's join under row-level security, planning
 * costs PostgreSQL more than running (1.7 ms against 0.5 ms for the supplier order list); the
 * benchmark of issue #13 measures the gain.
 *
 * The name is derived from the SQL text, so two different texts can never share a name on one
 * connection (which PostgreSQL refuses); values travel as parameters. The query is built once: it
 * is prepared unnamed, and the name is set on the config drizzle hands to `pg` (building the SQL a
 * second time just to learn its text cost 8 % of the list's CPU). Texts whose shape varies without
 * bound (an `in` list of any length) must not come here: past MAX_NAMES distinct texts the query
 * simply runs unnamed.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const prepared = query.prepare('');
  const { queryConfig, rawQueryConfig } = prepared;
  // PGlite's prepared query has configs too, but without the text (it is not node-postgres): run it as it is.
  const name = typeof queryConfig?.text === 'string' ? nameFor(queryConfig.text) : undefined;
  if (name && queryConfig && rawQueryConfig) {
    queryConfig.name = name;
    rawQueryConfig.name = name;
  }
  return prepared.execute();
}
