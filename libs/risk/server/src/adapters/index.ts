import { httpBusinessInfo } from './http.ts';
import { simulatorBusinessInfo } from './simulator.ts';
import type { BusinessInfoAdapter } from './types.ts';

export * from './types.ts';
export { httpBusinessInfo, simulatorBusinessInfo };
export { riskProfile } from './simulator.ts';

export type RiskAdapterConfig = {
  RISK_PROVIDER: 'simulator' | 'http';
  RISK_HTTP_URL?: string | undefined;
  RISK_HTTP_TOKEN?: string | undefined;
};

/** The adapter chosen by configuration: the simulator unless a real service is configured. */
export function createBusinessInfoAdapter(config: RiskAdapterConfig): BusinessInfoAdapter {
  if (config.RISK_PROVIDER !== 'http') return simulatorBusinessInfo();
  if (!config.RISK_HTTP_URL) throw new Error('RISK_PROVIDER=http needs RISK_HTTP_URL');
  return httpBusinessInfo({ url: config.RISK_HTTP_URL, token: config.RISK_HTTP_TOKEN });
}
