import { z } from 'zod';
import { RISK_SIGNALS, type BusinessInfoAdapter } from './types.ts';

// A real business-information service over HTTP (RISK_PROVIDER=http, RISK_HTTP_URL, RISK_HTTP_TOKEN):
//   POST <url>/details  { socialCreditCode, name }              → { costUnits?, data: EnterpriseDetails }
//   POST <url>/signals  { socialCreditCode, name, kind, asOf }  → { costUnits?, data: RiskSignal[] }
// with `Authorization: Bearer <token>`. Not 2xx, not JSON, a malformed answer or no answer within the
// timeout → throws (the route answers 503 risk.providerUnavailable and the call is recorded as failed).

const text = (max: number) => z.string().max(max);
const detailsSchema = z.object({
  name: text(200),
  socialCreditCode: text(18),
  legalRepresentative: text(100).default(''),
  registeredCapital: text(100).default(''),
  establishedOn: text(10).default(''),
  registrationStatus: text(100).default(''),
  industry: text(200).default(''),
  address: text(300).default(''),
  businessScope: text(2000).default(''),
});
const signalSchema = z.object({
  key: text(200).min(1),
  kind: z.enum(RISK_SIGNALS),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: text(300).min(1),
  content: text(4000).default(''),
  source: text(200).default(''),
  occurredOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  details: z.record(z.string(), text(500)).default({}),
});
const answerSchema = <T extends z.ZodType>(data: T) =>
  z.object({ costUnits: z.number().int().min(0).max(1000).default(1), data });

export type HttpBusinessInfoOptions = { url: string; token: string | undefined; timeoutMs?: number };

export function httpBusinessInfo({
  url,
  token,
  timeoutMs = 15_000,
}: HttpBusinessInfoOptions): BusinessInfoAdapter {
  const base = url.replace(/\/+$/, '');
  async function post<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = await response.text();
    if (!response.ok) throw new Error(`business-information service answered HTTP ${response.status}`);
    return schema.parse(JSON.parse(answer));
  }
  return {
    name: 'http',
    simulated: false,
    async details(query) {
      const answer = await post('/details', query, answerSchema(detailsSchema));
      return { provider: 'http', simulated: false, costUnits: answer.costUnits, data: answer.data };
    },
    async signals(query, kind, asOf) {
      const answer = await post(
        '/signals',
        { ...query, kind, asOf },
        answerSchema(z.array(signalSchema).max(1000)),
      );
      // Only the kind asked for (a service that answers more does not fill another page).
      const data = answer.data.filter((s) => s.kind === kind);
      return { provider: 'http', simulated: false, costUnits: answer.costUnits, data };
    },
  };
}
