import { Inject, Injectable } from '@nestjs/common';
import { type SubmissionCommand, type SubmissionState, submissionDecider } from '@lens/domain';
import { type EventStore, isWrongExpectedVersion } from '@lens/event-store';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { systemContext } from '../../platform/event-sourcing/command-context';
import {
  type Outcome,
  decideAndAppend,
  load,
} from '../../platform/event-sourcing/decide-and-append';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { submissionEnv } from '../../features/submissions/submission-env';

const TRIES = 3;

const refuseCodes = () => {
  throw new Error('system commands never confirm an entry');
};

/**
 * Commands the worker issues on `submission-<id>` streams, as the system actor, caused by the
 * event that started the job. A concurrent write to the stream is retried at once (the decision
 * is made again on the new state); anything else fails the job, which BullMQ retries.
 */
@Injectable()
export class SubmissionSystemCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(submissionId: string): Promise<SubmissionState> {
    return (await load(this.store, `submission-${submissionId}`, submissionDecider)).state;
  }

  async run(command: SubmissionCommand, causationId: string): Promise<Outcome<SubmissionState>> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await decideAndAppend(
          this.store,
          `submission-${command.data.submissionId}`,
          submissionDecider,
          command,
          submissionEnv(this.clock, this.config, refuseCodes),
          systemContext(causationId),
        );
      } catch (error) {
        if (!isWrongExpectedVersion(error) || attempt >= TRIES) throw error;
      }
    }
  }
}
