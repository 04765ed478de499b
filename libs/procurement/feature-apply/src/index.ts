// Filled by the procurement slice of issue #6.
export {};
