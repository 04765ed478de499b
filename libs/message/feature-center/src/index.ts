// Filled by the message slice of issue #6.
export {};
