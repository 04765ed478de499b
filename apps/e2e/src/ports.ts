// Journeys run in parallel, one Playwright worker per stack: each stack is an API on a fresh database of
// its own and the three web apps served against it, so that two journeys never share data. Worker n
// (TEST_PARALLEL_INDEX) uses stack n, whose ports are STACK_PORT_STEP·n higher.
// E2E_PORT_OFFSET moves every port (and the database names) so that several checkouts on one machine
// can run their journeys at the same time without reusing each other's servers.
const offset = Number(process.env['E2E_PORT_OFFSET'] ?? 0);
/** Stacks (and workers) of a journey run: E2E_WORKERS, 1 by default. */
export const E2E_STACKS = Math.max(1, Number(process.env['E2E_WORKERS'] ?? 1));
const STACK_PORT_STEP = 1000;

export type StackPorts = { api: number; buyer: number; supplier: number; ops: number };

export function stackPorts(stack: number): StackPorts {
  const shift = offset + stack * STACK_PORT_STEP;
  return { api: 3111 + shift, buyer: 4211 + shift, supplier: 4311 + shift, ops: 4411 + shift };
}

export function stackUrls(stack: number): Record<keyof StackPorts, string> {
  const ports = stackPorts(stack);
  return {
    api: `http://127.0.0.1:${ports.api}`,
    buyer: `http://127.0.0.1:${ports.buyer}`,
    supplier: `http://127.0.0.1:${ports.supplier}`,
    ops: `http://127.0.0.1:${ports.ops}`,
  };
}

/** The journeys' own PostgreSQL database of a stack (dropped and created by scripts/start-api.ts). */
export function stackDatabase(stack: number): string {
  const shift = offset + stack * STACK_PORT_STEP;
  return shift ? `procure_e2e_${shift}` : 'procure_e2e';
}

// This process's stack: a worker's own (Playwright sets TEST_PARALLEL_INDEX), or the one the API
// start script is told (E2E_STACK), else the first.
const stack = Number(process.env['E2E_STACK'] ?? process.env['TEST_PARALLEL_INDEX'] ?? 0);
export const e2ePorts = stackPorts(stack);
export const e2eUrls = stackUrls(stack);
export const E2E_DATABASE = stackDatabase(stack);
/** The API of the journeys issues this image code (CAPTCHA_FIXED_CODE, refused in production). */
export const E2E_CAPTCHA = '2468';
export const DEMO_PASSWORD = 'Procure@2026';
