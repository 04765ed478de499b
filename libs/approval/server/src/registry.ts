import { CODES } from '@procure/shared-codes';
import type { DocType, DocumentTypeRegistration } from './types.ts';

// Document types register themselves at start-up; the engine knows a document only through this.
const registrations = new Map<DocType, DocumentTypeRegistration>();

/** Registers (or, in tests that build several apps, replaces) a document type. */
export function registerDocumentType(registration: DocumentTypeRegistration): void {
  registrations.set(registration.docType, registration);
}

export function registrationOf(docType: DocType): DocumentTypeRegistration {
  const registration = registrations.get(docType);
  if (!registration) throw new Error(`approval: document type ${docType} is not registered`);
  return registration;
}

export function docTypeCode(docType: DocType): number {
  return CODES.documentType[docType].code;
}

/** The registered document type of a wire code, or undefined (unknown or not registered). */
export function registeredDocType(code: number): DocType | undefined {
  for (const docType of registrations.keys()) if (docTypeCode(docType) === code) return docType;
  return undefined;
}
