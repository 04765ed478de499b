import { httpOcr, simulatorOcr, type InvoiceOcr } from './ocr.ts';
import { httpTaxVerifier, simulatorTaxVerifier, type TaxVerifier } from './tax-verify.ts';

export type { InvoiceOcr, OcrFields, OcrResult } from './ocr.ts';
export type { TaxVerifier, VerifyRequest, VerifyResult } from './tax-verify.ts';
export { httpOcr, simulatorOcr, httpTaxVerifier, simulatorTaxVerifier };

export type InvoiceAdapterConfig = {
  OCR_PROVIDER: 'simulator' | 'http';
  OCR_HTTP_URL?: string | undefined;
  OCR_HTTP_TOKEN?: string | undefined;
  TAX_VERIFY_PROVIDER: 'simulator' | 'http';
  TAX_VERIFY_HTTP_URL?: string | undefined;
  TAX_VERIFY_HTTP_TOKEN?: string | undefined;
};
export type InvoiceAdapters = { ocr: InvoiceOcr; taxVerifier: TaxVerifier };

/** The adapters chosen by configuration; the simulators unless a real service is configured. */
export function createInvoiceAdapters(config: InvoiceAdapterConfig): InvoiceAdapters {
  const need = (url: string | undefined, name: string) => {
    if (!url) throw new Error(`${name}=http needs ${name.replace('PROVIDER', 'HTTP_URL')}`);
    return url;
  };
  return {
    ocr:
      config.OCR_PROVIDER === 'http'
        ? httpOcr({ url: need(config.OCR_HTTP_URL, 'OCR_PROVIDER'), token: config.OCR_HTTP_TOKEN })
        : simulatorOcr(),
    taxVerifier:
      config.TAX_VERIFY_PROVIDER === 'http'
        ? httpTaxVerifier({
            url: need(config.TAX_VERIFY_HTTP_URL, 'TAX_VERIFY_PROVIDER'),
            token: config.TAX_VERIFY_HTTP_TOKEN,
          })
        : simulatorTaxVerifier(),
  };
}
