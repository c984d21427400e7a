import type { SubmissionEnv } from '@lens/domain';
import type { Clock } from '../../platform/clock/clock';
import type { AppConfig } from '../../platform/config/config';

/** What the submission decider needs besides the command and the stream: time and settings. */
export const submissionEnv = (
  clock: Clock,
  config: Pick<AppConfig, 'submissionWindowDays'>,
  newConfirmationCode: () => string,
): SubmissionEnv => ({
  now: clock.now().getTime(),
  newConfirmationCode,
  submissionWindowDays: config.submissionWindowDays,
});
