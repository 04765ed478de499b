import { z } from 'zod';

// Tax verification (the invoice's authenticity) behind an adapter (issue #15): the deterministic
// simulator (default; it says it is one) or a real HTTP service. Configuration: TAX_VERIFY_PROVIDER=
// simulator|http, TAX_VERIFY_HTTP_URL, TAX_VERIFY_HTTP_TOKEN (apps/api/README.md).

export type VerifyRequest = {
  invoiceCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  amountExclTax: string;
  totalAmount: string;
  checkCode: string;
  sellerTaxNo: string;
  buyerTaxNo: string;
};
export type VerifyResult = { provider: string; simulated: boolean; authentic: boolean; reason: string };
export type TaxVerifier = { name: string; verify(request: VerifyRequest): Promise<VerifyResult> };

/**
 * The simulator: authentic unless the invoice number ends in 9999 (the documented way for a demo or a
 * test to get a failed check) or the seller and buyer tax numbers are the same.
 */
export function simulatorTaxVerifier(): TaxVerifier {
  return {
    name: 'simulator',
    async verify(request) {
      const fake = request.invoiceNumber.endsWith('9999');
      const same = request.sellerTaxNo === request.buyerTaxNo;
      const reason = fake
        ? 'simulator: number not found at the tax bureau'
        : same
          ? 'simulator: seller and buyer tax numbers are the same'
          : 'simulator: found';
      return { provider: 'simulator', simulated: true, authentic: !fake && !same, reason };
    },
  };
}

const answerSchema = z.object({ authentic: z.boolean(), reason: z.string().max(200).optional() });

export type HttpVerifierOptions = { url: string; token: string | undefined; timeoutMs?: number };

/**
 * A real verification service: POST JSON (the request's fields) with `Authorization: Bearer <token>`,
 * answer `{ authentic: boolean, reason?: string }`. Anything else → throws (503 invoice.verifyUnavailable).
 */
export function httpTaxVerifier({ url, token, timeoutMs = 15_000 }: HttpVerifierOptions): TaxVerifier {
  return {
    name: 'http',
    async verify(request) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Tax verification answered HTTP ${response.status}`);
      const answer = answerSchema.parse(JSON.parse(text));
      return { provider: 'http', simulated: false, authentic: answer.authentic, reason: answer.reason ?? '' };
    },
  };
}
