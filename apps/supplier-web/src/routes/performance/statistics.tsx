export { SupplierStatisticsPage as Component } from '@procure/evaluation-feature-statistics';
