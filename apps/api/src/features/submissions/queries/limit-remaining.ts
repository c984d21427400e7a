import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { dayOf, limitRemaining } from '@lens/domain';
import { priorPurchasesOf } from '@lens/read-models';
import type { LimitRemainingQuery as LimitRemainingRequest } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { ReadModels } from '../../../platform/read-models/read-models';
import { PatientDirectory } from '../patient-directory';
import { ownedSubmissionView } from '../submission-view';

/**
 * Months a patient of the caller can still claim for a purchase on `purchase_date` (default: the
 * entry's date, else today), leaving out the entry itself (DESIGN §9).
 */
export class LimitRemainingQuery extends Query<{ limitRemaining: number }> {
  constructor(
    readonly actor: Actor,
    readonly request: LimitRemainingRequest,
  ) {
    super();
  }
}

@QueryHandler(LimitRemainingQuery)
export class LimitRemainingHandler implements IQueryHandler<LimitRemainingQuery> {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly patients: PatientDirectory,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ actor, request }: LimitRemainingQuery) {
    const patient = await this.patients.patientOf(actor.profileId, request.patient_id);
    const entry = request.purchase_submission_id
      ? await ownedSubmissionView(this.readModels, actor.profileId, request.purchase_submission_id)
      : null;
    const day = request.purchase_date ?? entry?.purchase_date ?? dayOf(this.clock.now().getTime());
    const prior = await priorPurchasesOf(this.readModels, actor.profileId, patient.patientId);
    return { limitRemaining: limitRemaining(prior, day, request.purchase_submission_id) };
  }
}
