export const e2ePorts = { api: 3111, buyer: 4211, supplier: 4311, ops: 4411 } as const;
export const e2eUrls = {
  api: `http://127.0.0.1:${e2ePorts.api}`,
  buyer: `http://127.0.0.1:${e2ePorts.buyer}`,
  supplier: `http://127.0.0.1:${e2ePorts.supplier}`,
  ops: `http://127.0.0.1:${e2ePorts.ops}`,
} as const;
/** The API of the journeys issues this image code (CAPTCHA_FIXED_CODE, refused in production). */
export const E2E_CAPTCHA = '2468';
export const DEMO_PASSWORD = 'Procure@2026';
