import {
  type FailedJob,
  type FailedJobList,
  type FailedJobRetried,
  type FailedJobsRetried,
  JOB_QUEUES,
  type JobQueueName,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

export const QUEUES = JOB_QUEUES;
export type QueueName = JobQueueName;

/** A job that failed after its last try, as `GET /admin/api/jobs/failed` lists it. */
export type { FailedJob };

/** The entry a job concerns, when its payload names one. */
export function entryOf(job: FailedJob): string | null {
  const data = job.data as { submissionId?: unknown } | null;
  return typeof data?.submissionId === 'string' ? data.submissionId : null;
}

export const jobsApi = (api: ApiClient) => ({
  failed: (queue: QueueName | null) =>
    api.get<FailedJobList>('jobs/failed', { query: queue ? { queue } : {} }),
  retry: (job: Pick<FailedJob, 'queue' | 'id'>) =>
    api.post<FailedJobRetried>(
      `jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`,
      {},
    ),
  retryAll: (queue: QueueName | null) =>
    api.post<FailedJobsRetried>('jobs/failed/retry', queue ? { queue } : {}),
});
