import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap } from '@procure/shared-api-client';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export type JobFilter = { queue?: string | undefined; state?: JobState | undefined };

/** Operations: the newest 100 background jobs (queue, state, attempts, last error). */
export async function fetchJobs(filter: JobFilter) {
  return unwrap(
    await apiV1().GET('/ops/jobs', {
      params: {
        query: {
          ...(filter.queue ? { queue: filter.queue } : {}),
          ...(filter.state ? { state: filter.state } : {}),
        },
      },
    }),
  );
}

export type JobsView = Awaited<ReturnType<typeof fetchJobs>>;
export type JobSummary = JobsView['jobs'][number];

export const jobsKeys = {
  all: ['ops', 'jobs'] as const,
  list: (filter: JobFilter) => [...jobsKeys.all, filter.queue ?? '', filter.state ?? ''] as const,
};

export const jobsQueryOptions = (filter: JobFilter) =>
  queryOptions({
    queryKey: jobsKeys.list(filter),
    queryFn: () => fetchJobs(filter),
    refetchInterval: 5000,
    placeholderData: keepPreviousData,
  });

export function useJobs(filter: JobFilter) {
  return useQuery(jobsQueryOptions(filter));
}
