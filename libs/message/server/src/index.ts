export { messageRoutes } from './routes.ts';
export * from './contract.ts';
export { flushMessageEmails } from './email-dispatch.ts';
export { messages, messageEmails } from './schema.ts';
export * from './wire.ts';
