import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { OptIn } from '@lens/validation';
import { CLOCK, type Clock } from '../clock/clock';
import type { CommandContext } from '../event-sourcing/command-context';
import { decideAndAppend, load } from '../event-sourcing/decide-and-append';
import { Failure, ValidationFailure } from '../http/failure';
import { EVENT_STORE } from '../infrastructure/tokens';
import { JobQueue } from '../jobs/job-queue';
import { mailJobsOf } from '../jobs/mail-plans';
import { consentView, optInDecider } from './opt-in';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stream of a signed-in profile, else of the visitor's e-mail address, else phone number. */
function streamOf(profileId: string | undefined, optIn: OptIn): string | undefined {
  if (profileId) return `optin-${profileId}`;
  if (optIn.email) return `optin-${sha256(optIn.email)}`;
  if (optIn.phone_number) return `optin-${sha256(`tel:${optIn.phone_number}`)}`;
  return undefined;
}

@Injectable()
export class OptInService {
  constructor(
    private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The signed-in profile's consent (its own short stream; there is no opt-in read model). */
  async current(profileId: string) {
    const { state } = await load(this.store, `optin-${profileId}`, optInDecider);
    return consentView(state);
  }

  /**
   * Records a consent. A visitor names no profile (401 if they try); a signed-in profile may
   * only name itself (404 otherwise). A new e-mail consent queues the confirmation e-mail (the
   * event says so, and the worker's process manager plans the same job from it).
   */
  async record(optIn: OptIn, language: Language, context: CommandContext) {
    const profileId = context.actor?.profileId;
    if (optIn.profile_id && !profileId) throw new Failure('UNAUTHORIZED', 'profile_id');
    if (optIn.profile_id && optIn.profile_id !== profileId)
      throw new Failure('NOT_FOUND', 'profile_id');
    const stream = streamOf(profileId, optIn);
    if (!stream)
      throw new ValidationFailure(
        { issues: [{ code: 'custom', path: ['email'], message: 'required', input: undefined }] },
        'body',
      );
    const outcome = await decideAndAppend(
      this.store,
      stream,
      optInDecider,
      {
        profileId: profileId ?? null,
        source: optIn.opt_in_source,
        email_opt_in: optIn.email_opt_in,
        email: optIn.email,
        sms_opt_in: optIn.sms_opt_in,
        phone_number: optIn.phone_number,
        language,
      },
      { now: this.clock.now() },
      context,
    );
    if (outcome.events.length > 0) await this.confirm(stream, outcome.revision);
    return consentView(outcome.state);
  }

  /** Queues the confirmation the new event asks for, under that event's id (sent once). */
  private async confirm(stream: string, revision: number): Promise<void> {
    const [event] = await this.store.readStream(stream, {
      fromRevision: revision,
      toRevision: revision,
    });
    if (event) await this.jobs.enqueueAll(mailJobsOf(event));
  }
}
