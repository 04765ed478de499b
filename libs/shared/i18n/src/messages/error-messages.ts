export const errorMessages = {};
