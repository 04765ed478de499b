export * from './envelope.ts';
export * from './error-codes.ts';
export * from './permissions.ts';
export * from './address-codes.ts';
export * from './gateways.ts';
export * from './upload-types.ts';
export * from './permission-catalogue.ts';
export * from './status-codes.ts';
