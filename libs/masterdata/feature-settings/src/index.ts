// Filled by the masterdata slice of issue #6.
export {};
