import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { LIST_SQL, SCOPE_SQL } from './list-sql.ts';
import type { Statement } from './record-sql.ts';

/**
 * The baseline: node:http + pg for a fixed tenant and user, answering the same envelope; no framework,
 * no schema. Without `replay`: the route's transaction only (scope settings, then the list SQL). With
 * `replay` (first / deep page): every statement the API sent for that request, auth included, in order;
 * the list rows are the ones of the statement that returns `created_at_utc`.
 */
export async function startRawServer(
  url: string,
  scope: { tenantId: string; userId: string },
  poolSize: number,
  replay?: { first: Statement[]; deep: Statement[] },
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // The scratch database is dropped WITH (FORCE) at the end: an idle client's error must not crash the run.
  pool.on('error', () => undefined);
  const server = createServer(async (req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const pageSize = Number(query.get('pageSize') ?? 20);
    let cursor: [string, string] | [null, null] = [null, null];
    const text = query.get('cursor');
    if (text) cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [string, string];
    const client = await pool.connect();
    try {
      let rows: Record<string, unknown>[] = [];
      if (replay) {
        for (const statement of text ? replay.deep : replay.first) {
          const result = await client.query(statement.text, statement.values);
          if (result.fields?.some((f) => f.name === 'created_at_utc')) rows = result.rows;
        }
      } else {
        await client.query('begin');
        await client.query(SCOPE_SQL, [scope.tenantId, scope.userId]);
        rows = (await client.query(LIST_SQL, [scope.tenantId, scope.userId, pageSize + 1, ...cursor])).rows;
        await client.query('commit');
      }
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      const nextCursor =
        rows.length > pageSize && last
          ? Buffer.from(JSON.stringify([last['created_at_utc'], last['id']])).toString('base64url')
          : null;
      const items = page.map((r) => ({
        id: r['id'],
        code: r['code'],
        title: r['title'],
        kind: r['kind'],
        status: r['status'],
        totalAmount: r['total_amount'],
        currency: r['currency'],
        legalEntityName: r['legal_entity_name'],
        costCenterName: r['cost_center_name'],
        applicantName: r['applicant_name'],
        needByDate: r['need_by_date'],
        createdAt: new Date(r['created_at'] as string).toISOString(),
        budgetCheck: r['budget_status'],
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, data: { items, nextCursor }, desc: '' }));
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      res.writeHead(500).end(String(err));
    } finally {
      client.release();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    port,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
