import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type SubmissionCommand,
  type SubmissionEntryState,
  type SubmissionEnv,
  confirmationCodeGenerator,
  err,
  submissionDecider,
} from '@lens/domain';
import type { Checkpoint, EventStore } from '@lens/event-store';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import {
  type Loaded,
  type Outcome,
  decideAndAppend,
  load,
} from '../../platform/event-sourcing/decide-and-append';
import { inlineReadModels } from '../../platform/event-sourcing/inline-read-models';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { onItsField } from './failure-fields';
import { submissionEnv } from './submission-env';
import {
  PROJECTION_NAMES,
  patientLedgerProjection,
  promoUsageProjection,
  submissionsProjection,
} from '@lens/read-models';

export const submissionStream = (submissionId: string) => `submission-${submissionId}`;

/** Read models a purchase-flow answer may need to see its own write in. */
export const PURCHASE_READ_MODELS = [
  PROJECTION_NAMES.submissions,
  PROJECTION_NAMES.patientLedger,
  PROJECTION_NAMES.promoUsage,
] as const;

/**
 * The same read models, written inline by the purchase flow's appends where the events live in
 * PostgreSQL (DESIGN §4): the next screen reads them at once. The projector writes them too
 * (skipping what is already there), so other writers and a rebuild give the same rows.
 */
export const PURCHASE_INLINE_PROJECTIONS = [
  submissionsProjection,
  patientLedgerProjection,
  promoUsageProjection,
] as const;

const purchaseInline = inlineReadModels(PURCHASE_INLINE_PROJECTIONS);

type State = ReturnType<typeof submissionDecider.initialState>;

/** The submission decider, refusing (as "not found") an entry of another profile. */
const ownedBy = (profileId: string): typeof submissionDecider => ({
  ...submissionDecider,
  decide: (command, state, env) =>
    state.kind === 'entry' && state.profileId !== profileId
      ? err({ code: 'SUBMISSION_NOT_FOUND' })
      : submissionDecider.decide(command, state, env),
});

/** The actor's entry in a stream's state, or 404. */
export async function ownedEntry(
  store: EventStore,
  actor: Pick<Actor, 'profileId'>,
  submissionId: string,
  field = 'purchase_submission_id',
): Promise<SubmissionEntryState> {
  return (await loadOwned(store, actor, submissionId, field)).entry;
}

/** The actor's entry and the stream as loaded (for the command that follows), or 404. */
async function loadOwned(
  store: EventStore,
  actor: Pick<Actor, 'profileId'>,
  submissionId: string,
  field = 'purchase_submission_id',
): Promise<{ entry: SubmissionEntryState; loaded: Loaded<State> }> {
  const loaded = await load(store, submissionStream(submissionId), submissionDecider);
  const { state } = loaded;
  if (state.kind !== 'entry' || state.profileId !== actor.profileId)
    throw new Failure('NOT_FOUND', field);
  return { entry: state, loaded };
}

/** Commands on `submission-<id>` streams: the domain decider, the clock, ownership, fields. */
@Injectable()
export class SubmissionCommands {
  private readonly newConfirmationCode = confirmationCodeGenerator((size) => randomInt(size));

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly waiter: ProjectionWaiter,
  ) {}

  env(): SubmissionEnv {
    return submissionEnv(this.clock, this.config, this.newConfirmationCode);
  }

  owned(actor: Pick<Actor, 'profileId'>, submissionId: string, field?: string) {
    return ownedEntry(this.store, actor, submissionId, field);
  }

  /** `owned`, keeping the stream as read: pass `loaded` to `run` so it is not read again. */
  ownedWithStream(actor: Pick<Actor, 'profileId'>, submissionId: string, field?: string) {
    return loadOwned(this.store, actor, submissionId, field);
  }

  /**
   * Decides and appends; a refusal is thrown with the request field it concerns. Ownership is
   * checked once: by `ownedWithStream` when the caller passes the stream it `loaded`, else by the
   * decider on the stream read here.
   */
  async run(
    actor: Pick<Actor, 'profileId'>,
    context: CommandContext,
    command: SubmissionCommand,
    options: {
      loaded?: Loaded<State>;
      supplies?: { brand_l?: string | null; brand_r?: string | null };
    } = {},
  ): Promise<Outcome<State>> {
    try {
      return await decideAndAppend(
        this.store,
        submissionStream(command.data.submissionId),
        options.loaded ? submissionDecider : ownedBy(actor.profileId),
        command,
        this.env(),
        context,
        options.loaded,
        purchaseInline,
      );
    } catch (error) {
      throw onItsField(error, options.supplies);
    }
  }

  /**
   * Read-your-writes: waits until the purchase read models show the stream as of this outcome
   * (its new events, or, when it decided nothing, the events already there).
   */
  async settle(submissionId: string, outcome: Outcome<State>): Promise<void> {
    if (outcome.inline) return;
    const position = outcome.position ?? (await this.lastPosition(submissionId, outcome.revision));
    if (position) await this.waiter.waitFor(position, PURCHASE_READ_MODELS);
  }

  private async lastPosition(submissionId: string, revision: number): Promise<Checkpoint | null> {
    if (revision < 0) return null;
    const [last] = await this.store.readStream(submissionStream(submissionId), {
      fromRevision: revision,
    });
    return last?.position ?? null;
  }
}
