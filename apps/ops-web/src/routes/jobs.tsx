import { JobsPage } from '@procure/jobs-feature-ops';

export function Component() {
  return <JobsPage />;
}
