// Filled by the order slice of issue #6.
export {};
