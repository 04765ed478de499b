// The SQL of GET /procurementApply/list with no filters, Chinese names (a copy of
// libs/procurement/server/src/list-query.ts listOwnRequests, in plain pg parameters), so the raw
// server and the latency/EXPLAIN measurements run exactly what the route runs.
// $1 tenant, $2 user, $3 limit (pageSize + 1), $4/$5 cursor (created_at UTC text, id) or null.

const half = (column: 'applicant_id' | 'created_by') => `(select id from purchase_requests
      where tenant_id = $1 and ${column} = $2
        and ($4::text is null or (created_at, id) < (($4::text::timestamp at time zone 'UTC'), $5::uuid))
      order by created_at desc, id desc limit $3)`;

export const LIST_SQL = `with mine as (${half('applicant_id')} union ${half('created_by')})
  select r.id, r.code, r.title, r.kind, r.status, r.total_amount::text as total_amount, r.currency,
         le.name_zh as legal_entity_name, cc.name_zh as cost_center_name, u.emp_name as applicant_name,
         r.need_by_date::text as need_by_date, r.created_at,
         (r.created_at at time zone 'UTC')::text as created_at_utc, r.budget_status
  from mine join purchase_requests r on r.id = mine.id
  join users u on u.id = r.applicant_id
  left join legal_entities le on le.id = r.legal_entity_id and le.tenant_id = r.tenant_id
  left join cost_centres cc on cc.id = r.cost_centre_id and cc.tenant_id = r.tenant_id
  order by r.created_at desc, r.id desc
  limit $3`;

/** What withTenant does before the query: the app role and the tenant/user settings (RLS applies). */
export const SCOPE_SQL = `select set_config('role', 'procure_app', true), set_config('app.tenant_id', $1, true),
  set_config('app.user_id', $2, true), set_config('app.vendor_id', '', true)`;

/** The route's opaque cursor (base64url JSON of [created_at UTC text, id]). */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}
