import { onPlanOpened, onResultsApproved, registerPlanDocument } from './plans.ts';
import { computeResultsIfNothingToScore, publishResults } from './results.ts';
import { registerAdjustDocument } from './adjust.ts';

/**
 * Registers the domain's approval documents (performance plan and its results, grade change) and the
 * results' publication; called when the routes load and by the demo seed (which may run before them).
 */
export function registerEvaluationDocuments(): void {
  registerPlanDocument();
  registerAdjustDocument();
  onResultsApproved(publishResults);
  onPlanOpened(computeResultsIfNothingToScore);
}
