// Filled by the approval slice of issue #6.
export {};
