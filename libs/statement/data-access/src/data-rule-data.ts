import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type BodyOf,
  type DataOf,
} from '@procure/shared-api-client';
import { statementKeys } from './statement-data.ts';

// Statement data rules (spec §2 /setting "statement data", §6 "employee data authorisation rules"): the
// admin's `/setting/statementData/…` — one rule per employee, all statements or some suppliers and/or legal
// entities. Saving or deleting a rule changes what its employee's statement lists hold, so both refresh.

export type StatementDataRule = DataOf<
  ApiV1Paths['/setting/statementData/list']['get']['responses'][200]
>['items'][number];
export type StatementDataRuleOptions = DataOf<
  ApiV1Paths['/setting/statementData/options']['get']['responses'][200]
>;
export type StatementDataRuleBody = BodyOf<ApiV1Paths['/setting/statementData/save']['post']>;

export const dataRuleKeys = {
  all: () => [...statementKeys.all(), 'dataRules'] as const,
  list: () => [...dataRuleKeys.all(), 'list'] as const,
  options: () => [...dataRuleKeys.all(), 'options'] as const,
};

/** Every statement data rule of the tenant (a handful: one per restricted employee). */
export function useStatementDataRules() {
  return useQuery({
    queryKey: dataRuleKeys.list(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/setting/statementData/list', { signal })).items,
  });
}

/** What a rule picks from: the tenant's buyer employees, suppliers and legal entities. */
export function useStatementDataRuleOptions() {
  return useQuery({
    queryKey: dataRuleKeys.options(),
    queryFn: async ({ signal }): Promise<StatementDataRuleOptions> =>
      unwrap(await apiV1().GET('/setting/statementData/options', { signal })),
  });
}

function useRuleMutation<I>(run: (input: I) => Promise<{ desc: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await run(input)).desc,
    // The rules and every statement list (the saved rule may be the caller's own).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all() }),
  });
}

/** Add (no id) or change a rule; answers the server's translated confirmation. */
export function useSaveStatementDataRule() {
  return useRuleMutation(async (body: StatementDataRuleBody) =>
    unwrapEnvelope(await apiV1().POST('/setting/statementData/save', { body })),
  );
}

/** Delete a rule: its employee sees every statement again. */
export function useDeleteStatementDataRule() {
  return useRuleMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST('/setting/statementData/delete', { body: { id } })),
  );
}
