import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationKeys } from './evaluation-keys.ts';

// What the evaluation data-access files share (internal, not exported from the library).

/** The JSON of an OpenAPI response, its envelope's `data`, and a request body. */
export type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
export type DataOf<R> = JsonOf<R> extends { data: infer D } ? D : never;
export type BodyOf<R> = R extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

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
