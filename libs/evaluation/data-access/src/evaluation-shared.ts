import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationKeys } from './evaluation-keys.ts';

// What the evaluation data-access files share (internal, not exported from the library).

/** The JSON of an OpenAPI response, its envelope's `data`, and a request body. */
export type { BodyOf, DataOf, JsonOf } from '@procure/shared-api-client';

/**
 * A supplier-performance mutation: runs `run` (an enveloped answer) and, once it succeeded, refreshes
 * every query of the domain (templates, plans, appraisals, results, assessments and statistics share
 * one key root, so a write never leaves a stale page behind).
 */
export function useEvaluationMutation<I, O>(run: (input: I) => Promise<{ data: O; desc: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: evaluationKeys.all() });
    },
  });
}
