import { randomInt } from 'node:crypto';
import { Inject, Injectable, Module } from '@nestjs/common';
import {
  type SubmissionEntryState,
  type SubmissionEnv,
  type SubmissionState,
  confirmationCodeGenerator,
  err,
  submissionDecider,
  submissionStream,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import {
  PROJECTION_NAMES,
  patientLedgerProjection,
  promoUsageProjection,
  submissionsProjection,
} from '@lens/read-models';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { inlineReadModels } from '../../platform/event-sourcing/inline-read-models';
import { type Loaded, load } from '../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { type EyeBrands, onItsField } from './failure-fields';

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

/** An entry's stream as read once: its state, and the read to decide on. */
export interface LoadedEntry {
  entry: SubmissionEntryState;
  loaded: Loaded<SubmissionState>;
}

/** The submission decider, refusing (as "not found") an entry of another profile. */
const ownedBy = (profileId: string): typeof submissionDecider => ({
  ...submissionDecider,
  decide: (command, state, env) =>
    state.kind === 'entry' && state.profileId !== profileId
      ? err({ code: 'SUBMISSION_NOT_FOUND' })
      : submissionDecider.decide(command, state, env),
});

/**
 * The submission aggregate (`submission-<id>`) as `writeAggregate` takes it: the store, the
 * stream, the decider and what it decides with (the app clock, the submission window, new
 * confirmation codes); and an entry's stream read once, for a command that checks it first.
 */
@Injectable()
export class EntryStreams {
  private readonly newConfirmationCode = confirmationCodeGenerator((size) => randomInt(size));

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  env(): SubmissionEnv {
    return {
      now: this.clock.now().getTime(),
      newConfirmationCode: this.newConfirmationCode,
      submissionWindowDays: this.config.submissionWindowDays,
    };
  }

  /** An entry's stream, decided on by the submission decider. */
  of(submissionId: string) {
    return {
      store: this.store,
      stream: submissionStream(submissionId),
      decider: submissionDecider,
      env: this.env(),
    };
  }

  /**
   * The caller's entry in the purchase flow: another profile's refused as not found, refusals
   * named for the request field they concern, the purchase read models written inline.
   */
  ofCaller(actor: Pick<Actor, 'profileId'>, submissionId: string, supplies?: EyeBrands) {
    return {
      ...this.of(submissionId),
      decider: ownedBy(actor.profileId),
      inline: purchaseInline,
      refused: (failure: Failure) => onItsField(failure, supplies),
    };
  }

  /** The caller's entry and its stream as read, or 404 (another profile's or none). */
  async owned(
    actor: Pick<Actor, 'profileId'>,
    submissionId: string,
    field = 'purchase_submission_id',
  ): Promise<LoadedEntry> {
    const read = await this.read(submissionId, field);
    if (read.entry.profileId !== actor.profileId) throw new Failure('NOT_FOUND', field);
    return read;
  }

  /** An entry's state now. */
  async state(submissionId: string): Promise<SubmissionState> {
    return (await load(this.store, submissionStream(submissionId), submissionDecider)).state;
  }

  /** Any entry and its stream as read (support), or 404. */
  async read(submissionId: string, field = 'submissionId'): Promise<LoadedEntry> {
    const loaded = await load(this.store, submissionStream(submissionId), submissionDecider);
    if (loaded.state.kind !== 'entry') throw new Failure('NOT_FOUND', field);
    return { entry: loaded.state, loaded };
  }
}

/** `EntryStreams` for the api's and the worker's modules. */
@Module({ providers: [EntryStreams], exports: [EntryStreams] })
export class EntryStreamsModule {}
