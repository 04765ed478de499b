// Filled by the budget slice of issue #6.
export {};
