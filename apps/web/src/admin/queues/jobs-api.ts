import { type ApiClient } from '../../api/client';

export const QUEUES = ['approval', 'card-mailing', 'email'] as const;
export type QueueName = (typeof QUEUES)[number];

/** A job that failed after its last try, as `GET /admin/api/jobs/failed` lists it. */
export interface FailedJob {
  queue: QueueName;
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  attempts: number;
  addedAt: string;
  failedAt: string | null;
  data: unknown;
}

/** The entry a job concerns, when its payload names one. */
export function entryOf(job: FailedJob): string | null {
  const data = job.data as { submissionId?: unknown } | null;
  return typeof data?.submissionId === 'string' ? data.submissionId : null;
}

export const jobsApi = (api: ApiClient) => ({
  failed: (queue: QueueName | null) =>
    api.get<{ jobs: FailedJob[] }>('jobs/failed', { query: queue ? { queue } : {} }),
  retry: (job: Pick<FailedJob, 'queue' | 'id'>) =>
    api.post<{ retried: boolean }>(
      `jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`,
      {},
    ),
  retryAll: (queue: QueueName | null) =>
    api.post<{ retried: number }>('jobs/failed/retry', queue ? { queue } : {}),
});
