import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { LIST_SQL, SCOPE_SQL } from './list-sql.ts';

/**
 * The baseline: node:http + pg running the same transaction as the route (scope settings, then the
 * list SQL) for a fixed tenant and user, answering the same envelope. No framework, no auth, no schema.
 */
export async function startRawServer(
  url: string,
  scope: { tenantId: string; userId: string },
  poolSize: number,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const server = createServer(async (req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const pageSize = Number(query.get('pageSize') ?? 20);
    let cursor: [string, string] | [null, null] = [null, null];
    const text = query.get('cursor');
    if (text) cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [string, string];
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(SCOPE_SQL, [scope.tenantId, scope.userId]);
      const { rows } = await client.query(LIST_SQL, [scope.tenantId, scope.userId, pageSize + 1, ...cursor]);
      await client.query('commit');
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      const nextCursor =
        rows.length > pageSize && last
          ? Buffer.from(JSON.stringify([last.created_at_utc, last.id])).toString('base64url')
          : null;
      const items = page.map((r) => ({
        id: r.id,
        code: r.code,
        title: r.title,
        kind: r.kind,
        status: r.status,
        totalAmount: r.total_amount,
        currency: r.currency,
        legalEntityName: r.legal_entity_name,
        costCenterName: r.cost_center_name,
        applicantName: r.applicant_name,
        needByDate: r.need_by_date,
        createdAt: new Date(r.created_at).toISOString(),
        budgetCheck: r.budget_status,
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
