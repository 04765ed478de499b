/**
 * The gateway prefixes of the specification (ARCHITECTURE.md §3): the API registers one plugin and
 * one OpenAPI document per gateway, and the web apps' dev and preview servers proxy each of them.
 */
export const GATEWAYS = [
  { id: 'api-v1', prefix: '/api/v1' },
  { id: 'project-api', prefix: '/projectApi' },
  { id: 'pms-api', prefix: '/pmsApi' },
  { id: 'bi', prefix: '/bi' },
  { id: 'tenant-bi', prefix: '/tenant-bi' },
  { id: 'rfp', prefix: '/rfp' },
  { id: 'bid', prefix: '/bid' },
  { id: 'zpay', prefix: '/zpay' },
  { id: 'zctt', prefix: '/zctt' },
  { id: 'slc-api', prefix: '/slcApi' },
  { id: 'common-api', prefix: '/commonApi' },
] as const;

export type Gateway = (typeof GATEWAYS)[number];
export type GatewayId = Gateway['id'];
