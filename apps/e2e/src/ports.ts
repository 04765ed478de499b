// E2E_PORT_OFFSET moves every port (and the database name) so that several checkouts on one machine
// can run their journeys at the same time without reusing each other's servers.
const offset = Number(process.env['E2E_PORT_OFFSET'] ?? 0);
export const e2ePorts = {
  api: 3111 + offset,
  buyer: 4211 + offset,
  supplier: 4311 + offset,
  ops: 4411 + offset,
} as const;
/** The journeys' own PostgreSQL database (dropped and created by scripts/start-api.ts). */
export const E2E_DATABASE = offset ? `procure_e2e_${offset}` : 'procure_e2e';
export const e2eUrls = {
  api: `http://127.0.0.1:${e2ePorts.api}`,
  buyer: `http://127.0.0.1:${e2ePorts.buyer}`,
  supplier: `http://127.0.0.1:${e2ePorts.supplier}`,
  ops: `http://127.0.0.1:${e2ePorts.ops}`,
} as const;
/** The API of the journeys issues this image code (CAPTCHA_FIXED_CODE, refused in production). */
export const E2E_CAPTCHA = '2468';
export const DEMO_PASSWORD = 'Procure@2026';
