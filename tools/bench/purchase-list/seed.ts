import type pg from 'pg';

// Synthetic purchase requests for one tenant and applicant, spread over about two years, written by
// INSERT … SELECT generate_series (seconds for a million lines). Runs as the superuser: the rows are
// data for a measurement, not through the API.

const LINES_PER_REQUEST = 10;

/** Adds requests number `from`..`to` (1-based), each with ten lines; request n is n×6 minutes old. */
export async function seedRequests(
  client: pg.Client,
  scope: { tenantId: string; userId: string; legalEntityId: string | null },
  from: number,
  to: number,
): Promise<void> {
  await client.query(
    `insert into purchase_requests (id, tenant_id, code, kind, title, status, currency, total_amount,
       applicant_id, created_by, legal_entity_id, need_by_date, created_at, updated_at)
     select gen_random_uuid(), $1, 'PRB' || lpad(n::text, 9, '0'),
       (array['catalogue','direct','nonCatalogue','channel1','channel2'])[1 + n % 5],
       '基准测试申请 ' || n, (array[1, 2, 3, 4, 11])[1 + n % 5], 'CNY',
       ${LINES_PER_REQUEST} * round((n % 97 + 1) * 12.5, 2),
       $2, $2, $3, current_date + 30, now() - n * interval '6 minutes', now() - n * interval '6 minutes'
     from generate_series($4::int, $5::int) n`,
    [scope.tenantId, scope.userId, scope.legalEntityId, from, to],
  );
  await client.query(
    `insert into purchase_request_lines (id, tenant_id, request_id, line_no, source, product_code, name, unit,
       unit_price, quantity, amount, tax_rate)
     select gen_random_uuid(), r.tenant_id, r.id, l, 'manual', 'M-' || l, '基准物料 ' || l, 'pcs',
       r.total_amount / ${LINES_PER_REQUEST}, 1, r.total_amount / ${LINES_PER_REQUEST}, 13
     from purchase_requests r cross join generate_series(1, ${LINES_PER_REQUEST}) l
     where r.tenant_id = $1 and r.code between 'PRB' || lpad($2::text, 9, '0') and 'PRB' || lpad($3::text, 9, '0')`,
    [scope.tenantId, from, to],
  );
  await client.query('analyze purchase_requests');
  await client.query('analyze purchase_request_lines');
}

export async function countRows(client: pg.Client): Promise<{ requests: number; lines: number }> {
  const { rows } = await client.query<{ requests: number; lines: number }>(
    `select (select count(*)::int from purchase_requests) as requests,
            (select count(*)::int from purchase_request_lines) as lines`,
  );
  return rows[0] ?? { requests: 0, lines: 0 };
}
