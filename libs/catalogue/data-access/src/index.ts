// Filled by the catalogue slice of issue #6.
export {};
