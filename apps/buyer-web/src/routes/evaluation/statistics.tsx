export { StatisticsPage as Component } from '@procure/evaluation-feature-statistics';
