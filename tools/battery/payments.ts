import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPostgres, silentDbLogger, withTenant } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';
import {
  createOrdersFromRequest,
  lockOrder,
  receiveOnLine,
  refreshOrderStatusFromLedger,
} from '@procure/order-server';
import { DEMO_IDS } from '../seed/demo-ids.ts';

// `npm run battery:payments` (issue #15; not part of `npm test`): thousands of concurrent money-moving
// requests over real HTTP against the real API on a scratch PostgreSQL database — payment create (PO and
// advance, some repeated with the same Idempotency-Key), submit, approve, confirm pay, cancel — spread over
// many orders, then every ledger invariant of docs/conventions.md "Payment applications" is checked in
// SQL. It prints attempts, outcomes and violations and exits 1 on any violation or unexpected status.
// Env: BATTERY_ADMIN_URL, BATTERY_ATTEMPTS (10000), BATTERY_ORDERS (100), BATTERY_CONCURRENCY (48),
// BATTERY_PORT (3998), BATTERY_SEED (1).

const ADMIN_URL = process.env['BATTERY_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ATTEMPTS = Number(process.env['BATTERY_ATTEMPTS'] ?? 10_000);
const ORDERS = Number(process.env['BATTERY_ORDERS'] ?? 100);
const CONCURRENCY = Number(process.env['BATTERY_CONCURRENCY'] ?? 48);
const PORT = Number(process.env['BATTERY_PORT'] ?? 3998);
const DB_NAME = 'procure_battery';
const CAPTCHA = '2468';
const PASSWORD = 'Procure@2026';
const TENANT = DEMO_IDS.tenants.huaxia;
const VENDOR = DEMO_IDS.vendors.shanghaiPrecision;
const P = CODES.paymentRequest;
const API = `http://127.0.0.1:${PORT}/api/v1`;

// A small seeded generator (mulberry32): the same BATTERY_SEED gives the same sequence of attempts.
let seed = Number(process.env['BATTERY_SEED'] ?? 1) >>> 0;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let x = seed;
  x = Math.imul(x ^ (x >>> 15), x | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];

function dbUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function startApi(url: string): Promise<() => void> {
  const taken = await fetch(`http://127.0.0.1:${PORT}/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is in use (BATTERY_PORT chooses another)`);
  // Its own process group, so that stopping it stops tsx's node child too (npx alone would be left).
  const api = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: url,
      SEED_DEMO: '1',
      CAPTCHA_FIXED_CODE: CAPTCHA,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    },
  });
  for (let i = 0; i < 240; i += 1) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${PORT}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return () => process.kill(-(api.pid ?? 0), 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-(api.pid ?? 0), 'SIGTERM');
  throw new Error('the API did not start within 2 minutes');
}

type Answer = { status: number; json: { data?: { id?: string; token?: string } } | null };

async function post(path: string, payload: unknown, token?: string, key?: string): Promise<Answer> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      language: 'en_us',
      ...(token ? { token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(payload),
  });
  const text = await res.text();
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    // Not JSON (a proxy or crash page): the status says enough.
  }
  return { status: res.status, json };
}

async function login(username: string): Promise<string> {
  // The API answers /health before the demo seed has finished: a sign-in may fail for a few seconds.
  let last = '';
  for (let tries = 0; tries < 30; tries += 1) {
    const key = randomUUID();
    await fetch(`${API}/tenant/login/verifycode/100/50?key=${key}`);
    const res = await post('/tenant/buyer/login', {
      username,
      password: PASSWORD,
      verifyKey: key,
      verifyCode: CAPTCHA,
    });
    const token = res.json?.data?.token;
    if (res.status === 200 && token) return token;
    last = `${res.status} ${JSON.stringify(res.json)}`;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`login ${username}: ${last}`);
}

/** ORDERS confirmed orders of two lines, 100 × 10.00 each, with 30–100 units received per line. */
async function arrangeOrders(url: string): Promise<string[][]> {
  const database = openPostgres({ url, logger: silentDbLogger, max: 2 });
  const lines: string[][] = [];
  try {
    for (let n = 0; n < ORDERS; n += 1) {
      const received = [30 + Math.floor(random() * 71), 30 + Math.floor(random() * 71)];
      const ids = await withTenant(
        database.db,
        { tenantId: TENANT, userId: DEMO_IDS.users.purchaser },
        async (tx) => {
          const { orderIds } = await createOrdersFromRequest(tx, {
            tenantId: TENANT,
            sourceType: 'purchaseApply',
            sourceId: randomUUID(),
            sourceCode: `PR-BATTERY-${n}`,
            buyerId: DEMO_IDS.users.purchaser,
            legalEntityId: randomUUID(),
            currency: 'CNY',
            receiverName: '周收货',
            receiverPhone: '13912345678',
            receivingAddress: '杭州市文三路 90 号',
            lines: received.map(() => ({
              sourceLineId: randomUUID(),
              vendorId: VENDOR,
              productCode: 'M8-40',
              name: '六角螺栓 M8×40',
              unit: 'pcs',
              quantity: '100',
              unitPrice: '10',
              taxRate: '13',
              amount: '1000.00',
              needByDate: '2026-12-31',
            })),
          });
          return orderIds[0] as string;
        },
      );
      await admin(url, (c) =>
        c.query('update purchase_orders set status = $2 where id = $1', [
          ids,
          CODES.order.awaitingShipment.code,
        ]),
      );
      const lineIds = (
        await admin(url, (c) =>
          c.query<{ id: string }>(
            'select id from purchase_order_lines where order_id = $1 order by line_no',
            [ids],
          ),
        )
      ).rows.map((row) => row.id);
      await withTenant(database.db, { tenantId: TENANT, userId: DEMO_IDS.users.purchaser }, async (tx) => {
        await lockOrder(tx, TENANT, ids, null);
        for (const [index, lineId] of lineIds.entries())
          await receiveOnLine(tx, TENANT, lineId, {
            accepted: String(received[index]),
            rejected: '0',
            againstDelivery: false,
          });
        await refreshOrderStatusFromLedger(tx, TENANT, ids);
      });
      lines.push(lineIds);
    }
  } finally {
    await database.close();
  }
  return lines;
}

type Op = 'create' | 'repeat' | 'submit' | 'approve' | 'confirmPay' | 'cancel';
type Tally = Record<Op, Record<string, number>>;

async function main(): Promise<void> {
  await admin(ADMIN_URL, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DB_NAME}`);
  });
  const url = dbUrl(DB_NAME);
  const stop = await startApi(url);
  try {
    const [finance, adminToken] = [await login('finance'), await login('admin')];
    // Every payment goes through one approval node, and finance approves (payableAccountant may): submit →
    // approving, approve → approved, so approve races confirm pay and cancel. The demo's flows go first.
    const approver = finance;
    const approverId = DEMO_IDS.users.finance;
    await admin(url, (c) =>
      c.query('delete from approval_flows where doc_type = $1', [CODES.documentType.paymentApply.code]),
    );
    const flow = await post(
      '/approval/flows/save',
      {
        docType: CODES.documentType.paymentApply.code,
        name: 'Battery flow',
        priority: 10,
        enabled: true,
        categoryIds: [],
        costCentreIds: [],
        legalEntityIds: [],
        nodes: [
          {
            key: 'approver',
            name: 'Approver',
            approverType: CODES.approverType.employee.code,
            mode: CODES.approvalMode.preemptive.code,
            allowDynamic: false,
            onlyWhenOverBudget: false,
            employeeIds: [approverId],
          },
        ],
      },
      adminToken,
    );
    if (flow.status !== 200) throw new Error(`approval flow: ${flow.status}`);
    const orders = await arrangeOrders(url);
    const before = Number(
      (
        await admin(url, (c) =>
          c.query<{ n: string }>('select count(*)::text as n from payment_applications'),
        )
      ).rows[0]?.n,
    );
    console.log(
      `battery: ${ORDERS} orders (${ORDERS * 2} lines), ${ATTEMPTS} attempts, ${CONCURRENCY} in flight`,
    );

    const drafts: string[] = [];
    const submitted: string[] = [];
    const approved: string[] = [];
    const keys: { key: string; body: unknown; ids: Set<string> }[] = [];
    const tally = {} as Tally;
    const count = (op: Op, status: number) => {
      tally[op] ??= {};
      tally[op][status] = (tally[op][status] ?? 0) + 1;
    };
    const createBody = () => {
      const order = pick(orders) ?? [];
      const chosen = random() < 0.3 ? order : [pick(order) ?? ''];
      return {
        type: random() < 0.7 ? 1 : 2,
        method: 0,
        vendorId: VENDOR,
        currency: 'CNY',
        payee: '上海精密机械有限公司',
        bankName: '招商银行上海分行',
        bankAccount: '6225 8801 2345 6789',
        remark: '',
        fileIds: [],
        lines: chosen.map((orderLineId) => ({
          orderLineId,
          amount: (5 + Math.floor(random() * 146)).toFixed(2),
        })),
      };
    };

    const attempt = async (): Promise<void> => {
      const roll = random();
      if (roll < 0.3) {
        const body = createBody();
        const withKey = random() < 0.2;
        const key = withKey ? randomUUID() : undefined;
        const res = await post('/payables/save', body, finance, key);
        count('create', res.status);
        const id = res.json?.data?.id;
        if (res.status === 200 && id) {
          drafts.push(id);
          if (key) keys.push({ key, body, ids: new Set([id]) });
        }
      } else if (roll < 0.38) {
        const earlier = pick(keys);
        if (!earlier) return attempt();
        const res = await post('/payables/save', earlier.body, finance, earlier.key);
        count('repeat', res.status);
        const id = res.json?.data?.id;
        if (res.status === 200 && id) earlier.ids.add(id);
      } else if (roll < 0.6) {
        const id = pick(drafts);
        if (!id) return attempt();
        const res = await post('/payables/submit', { id }, finance);
        count('submit', res.status);
        if (res.status === 200) submitted.push(id);
      } else if (roll < 0.72) {
        const id = pick(submitted);
        if (!id) return attempt();
        const res = await post('/payables/approve', { id }, approver);
        count('approve', res.status);

        if (res.status === 200) approved.push(id);
      } else if (roll < 0.95) {
        const id = pick(random() < 0.5 ? approved : submitted);
        if (!id) return attempt();
        const res = await post(
          '/payables/confirmPay',
          { id, paymentNo: `BK-${id.slice(0, 8)}`, voucherNo: 'JZ-B' },
          finance,
        );
        count('confirmPay', res.status);
      } else {
        const id = pick(random() < 0.5 ? approved : drafts);
        if (!id) return attempt();
        const res = await post('/payables/cancel', { id }, finance);
        count('cancel', res.status);
      }
    };

    let started = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (started < ATTEMPTS) {
          started += 1;
          await attempt();
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;

    const violations = await admin(url, async (c) => {
      const found: string[] = [];
      const ledger = await c.query<{
        id: string;
        applied: string;
        paid: string;
        ordered: string;
        basis: string;
        want_applied: string;
        want_paid: string;
        po: string;
      }>(
        `select l.id, l.applied_amount::text as applied, l.paid_amount::text as paid, l.ordered_amount::text as ordered,
                round((l.received_qty - l.returned_qty) * l.unit_price, 2)::text as basis,
                coalesce(sum(pl.amount) filter (where p.status in (2, 3, 4)), 0)::text as want_applied,
                coalesce(sum(pl.amount) filter (where p.status = 4), 0)::text as want_paid,
                coalesce(sum(pl.amount) filter (where p.status in (2, 3, 4) and p.type = 1), 0)::text as po
         from purchase_order_lines l
         left join payment_application_lines pl on pl.order_line_id = l.id
         left join payment_applications p on p.id = pl.payment_id
         where l.tenant_id = $1 group by l.id`,
        [TENANT],
      );
      for (const row of ledger.rows) {
        const n = Number;
        if (n(row.applied) !== n(row.want_applied))
          found.push(`line ${row.id}: applied ${row.applied} ≠ Σ applications ${row.want_applied}`);
        if (n(row.paid) !== n(row.want_paid))
          found.push(`line ${row.id}: paid ${row.paid} ≠ Σ paid applications ${row.want_paid}`);
        if (n(row.applied) > n(row.ordered))
          found.push(`line ${row.id}: applied ${row.applied} > ordered ${row.ordered}`);
        if (n(row.po) > n(row.basis))
          found.push(`line ${row.id}: PO payments ${row.po} > received basis ${row.basis}`);
        if (n(row.paid) > n(row.applied))
          found.push(`line ${row.id}: paid ${row.paid} > applied ${row.applied}`);
      }
      const paidTwice = await c.query<{ document_id: string; n: string }>(
        `select document_id, count(*)::text as n from approval_history
         where action = $1 and doc_type = $2 group by document_id having count(*) > 1`,
        [CODES.historyAction.pay.code, CODES.documentType.paymentApply.code],
      );
      for (const row of paidTwice.rows) found.push(`payment ${row.document_id} paid ${row.n} times`);
      const unpaidRefs = await c.query<{ n: string }>(
        'select count(*)::text as n from payment_applications where status = $1 and payment_no is null',
        [P.paid.code],
      );
      if (unpaidRefs.rows[0]?.n !== '0')
        found.push(`${unpaidRefs.rows[0]?.n} paid payments without a payment no`);
      for (const key of keys)
        if (key.ids.size > 1) found.push(`Idempotency-Key ${key.key} made ${key.ids.size} payments`);
      const rows = await c.query<{ n: string }>('select count(*)::text as n from payment_applications');
      const made = Number(rows.rows[0]?.n) - before;
      if (made !== drafts.length)
        found.push(`${made} payment rows made, ${drafts.length} creates answered 200`);
      return {
        found,
        lines: ledger.rowCount ?? 0,
        paid: Number(
          (
            await c.query<{ n: string }>(
              'select count(*)::text as n from payment_applications where status = 4',
            )
          ).rows[0]?.n,
        ),
      };
    });

    const unexpected = Object.entries(tally).flatMap(([op, byStatus]) =>
      Object.entries(byStatus)
        .filter(([status]) => !['200', '400', '409', '503'].includes(status))
        .map(([status, n]) => `${op}: ${n} × HTTP ${status}`),
    );
    console.log(`done in ${seconds.toFixed(1)} s (${(ATTEMPTS / seconds).toFixed(0)} attempts/s)`);
    console.log(
      'outcomes by operation (HTTP status: count; 409 = refused by a rule or state, 503 = shed before the transaction):',
    );
    for (const [op, byStatus] of Object.entries(tally))
      console.log(`  ${op.padEnd(10)} ${JSON.stringify(byStatus)}`);
    console.log(
      `checked ${violations.lines} order lines, ${violations.paid} paid payments, ${keys.length} idempotency keys`,
    );
    console.log(`violations: ${violations.found.length}; unexpected statuses: ${unexpected.length}`);
    for (const line of [...violations.found, ...unexpected].slice(0, 20)) console.log(`  ${line}`);
    process.exitCode = violations.found.length + unexpected.length > 0 ? 1 : 0;
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)).catch(
      () => undefined,
    );
  }
}

await main();
