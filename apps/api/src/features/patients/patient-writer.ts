import { Inject, Injectable } from '@nestjs/common';
import type { ProfileState } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { type Outcome, decideAndAppend } from '../../platform/event-sourcing/decide-and-append';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { PROFILES_PROJECTION, profileStream, profilesInline } from '../profiles/profile-stream';
import { patientOf } from './patient-fields';
import { type PatientView, patientView } from './patient-view';
import { type ProfilePlan, profilePlanDecider } from './profile-plan';

/**
 * Runs a plan of patient commands on the caller's profile stream as one decision, and answers
 * with the patient as it now stands, once the patient list (a read model) shows the change
 * (written with the events where they live in PostgreSQL).
 */
@Injectable()
export class PatientWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async run(
    actor: Pick<Actor, 'profileId'>,
    patientId: string,
    plan: ProfilePlan,
    context: CommandContext,
  ): Promise<PatientView> {
    const outcome: Outcome<ProfileState> = await decideAndAppend(
      this.store,
      profileStream(actor.profileId),
      profilePlanDecider,
      plan,
      { now: this.clock.now().getTime() },
      context,
      undefined,
      profilesInline,
    );
    if (outcome.position && !outcome.inline)
      await this.waiter.waitFor(outcome.position, [PROFILES_PROJECTION]);
    const patient = patientOf(outcome.state, patientId);
    if (!patient) throw new Failure('NOT_FOUND', 'id');
    return patientView(actor.profileId, patient);
  }
}
