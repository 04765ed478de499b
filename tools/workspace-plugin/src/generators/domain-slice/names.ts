/** The spellings of a domain name used in file names, identifiers, tables and paths. */
export type SliceNames = {
  domain: string; // invoice-title
  Domain: string; // InvoiceTitle
  domainCamel: string; // invoiceTitle
  domainSnake: string; // invoice_title
  feature: string; // list
  Feature: string; // List
};

const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export function sliceNames(domain: string, feature: string): SliceNames {
  const Domain = pascal(domain);
  return {
    domain,
    Domain,
    domainCamel: Domain.charAt(0).toLowerCase() + Domain.slice(1),
    domainSnake: domain.replaceAll('-', '_'),
    feature,
    Feature: pascal(feature),
  };
}
