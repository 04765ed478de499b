import { createHash } from 'node:crypto';
import { z } from 'zod';

// Invoice OCR behind an adapter (issue #15): the deterministic simulator (default; it says it is one)
// or a real HTTP service. Configuration: OCR_PROVIDER=simulator|http, OCR_HTTP_URL, OCR_HTTP_TOKEN
// (apps/api/README.md). Either way the user confirms the fields before anything is submitted.

export type OcrFields = {
  invoiceCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  amountExclTax: string;
  taxAmount: string;
  totalAmount: string;
  checkCode: string;
  sellerTaxNo: string;
  buyerTaxNo: string;
};
export type OcrFile = { name: string; contentType: string; bytes: Buffer };
export type OcrResult = { provider: string; simulated: boolean; fields: Partial<OcrFields> };
export type InvoiceOcr = { name: string; recognise(file: OcrFile): Promise<OcrResult> };

const FIELD_NAMES = [
  'invoiceCode',
  'invoiceNumber',
  'invoiceDate',
  'amountExclTax',
  'taxAmount',
  'totalAmount',
  'checkCode',
  'sellerTaxNo',
  'buyerTaxNo',
] as const;
const fieldsSchema = z.object(
  Object.fromEntries(FIELD_NAMES.map((key) => [key, z.string().max(40).optional()])),
);

/** Only the known string fields (anything else in the answer is dropped). */
function pickFields(value: unknown): Partial<OcrFields> {
  const parsed = fieldsSchema.safeParse(value);
  if (!parsed.success) return {};
  const out: Partial<OcrFields> = {};
  for (const key of FIELD_NAMES) {
    const field = parsed.data[key];
    if (typeof field === 'string') out[key] = field;
  }
  return out;
}

/** The marker a test or demo invoice carries in its text: `PROCURE-OCR{"invoiceCode":"…",…}`. */
const MARKER = /PROCURE-OCR(\{[^}]{0,2000}\})/;

/**
 * The simulator: the fields of the `PROCURE-OCR{…}` JSON marker embedded in the file (e.g. in a PDF's
 * text), else a code and number derived from the file's SHA-256 (same file → same fields); amounts
 * and tax numbers are then left for the user.
 */
export function simulatorOcr(): InvoiceOcr {
  return {
    name: 'simulator',
    async recognise(file) {
      const match = MARKER.exec(file.bytes.toString('latin1'));
      if (match?.[1]) {
        try {
          return { provider: 'simulator', simulated: true, fields: pickFields(JSON.parse(match[1])) };
        } catch {
          // Not JSON: fall through to the hash-based default.
        }
      }
      const hash = createHash('sha256').update(file.bytes).digest();
      const digits = (from: number, count: number) =>
        Array.from({ length: count }, (_, i) => String((hash[(from + i) % hash.length] ?? 0) % 10)).join('');
      return {
        provider: 'simulator',
        simulated: true,
        fields: { invoiceCode: `0${digits(0, 11)}`, invoiceNumber: digits(12, 8), checkCode: digits(20, 20) },
      };
    },
  };
}

export type HttpOcrOptions = { url: string; token: string | undefined; timeoutMs?: number };

/**
 * A real OCR service over HTTP: POST JSON `{ fileName, contentType, contentBase64 }` with
 * `Authorization: Bearer <token>`; the answer is JSON with the field names above (others ignored).
 * Not 2xx, not JSON or no answer within the timeout → throws (the route answers 503 invoice.ocrUnavailable).
 */
export function httpOcr({ url, token, timeoutMs = 20_000 }: HttpOcrOptions): InvoiceOcr {
  return {
    name: 'http',
    async recognise(file) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          fileName: file.name,
          contentType: file.contentType,
          contentBase64: file.bytes.toString('base64'),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`OCR service answered HTTP ${response.status}`);
      return { provider: 'http', simulated: false, fields: pickFields(JSON.parse(text)) };
    },
  };
}
