// Server messages of the message domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/message.ts).
export const messageMessages = {};
