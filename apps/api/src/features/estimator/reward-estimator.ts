import { Inject, Injectable } from '@nestjs/common';
import {
  dayOf,
  type EarlierEntry,
  estimateReward,
  isPreferredActive,
  NOT_LISTED_SAP,
  patientTypeOf,
  type PracticePrograms,
  type PriorPurchase,
  type ProductCode,
  type RewardEstimate,
  type SupplyMonths,
} from '@lens/domain';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { Failure } from '../../platform/http/failure';
import { purchaseHistoryOf } from '@lens/read-models';
import { ReadModels } from '../../platform/read-models/read-models';
import { PracticeDirectory } from '../practices/practice-directory';
import { PatientDirectory } from '../submissions/patient-directory';

export interface EstimateRequest {
  brand: ProductCode;
  monthly_amount: SupplyMonths;
  sap?: string;
  patientId?: string;
  /** A visitor's "new to lenses" or "already a wearer"; a signed-in patient's history wins. */
  patient_type?: 'new_acuvue' | 'current_wearer';
}

/** What a signed-in patient's estimate knows beyond a visitor's. */
export interface PatientHistory {
  sap: string | null;
  priorPurchases: PriorPurchase[];
  earlier: EarlierEntry[];
}

const NO_PROGRAMMES: PracticePrograms = {};

/**
 * The public estimator: libs/domain's rules at the clock's today, with the chosen practice's
 * preferred status. At most one primary-key read per request, and usually none (the practice's
 * programmes are cached).
 */
@Injectable()
export class RewardEstimator {
  constructor(
    private readonly directory: PracticeDirectory,
    private readonly patients: PatientDirectory,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async estimate(request: EstimateRequest, actor?: Actor): Promise<RewardEstimate> {
    const today = dayOf(this.clock.now().getTime());
    const { history, programs } = await this.circumstancesOf(request, actor);
    const result = estimateReward({
      date: today,
      brand: request.brand,
      months: request.monthly_amount,
      preferredActive: isPreferredActive(programs, today),
      patientType: history
        ? patientTypeOf(history.earlier, [request.brand])
        : (request.patient_type ?? null),
      priorPurchases: history?.priorPurchases ?? [],
    });
    if (!result.ok) {
      const { code } = result.error;
      throw new Failure(code, code === 'PRODUCT_NOT_AVAILABLE' ? 'brand' : 'body');
    }
    return result.value;
  }

  /**
   * A signed-in caller naming one of their patients gets that patient's history, and their
   * practice's programmes unless `sap` names another practice.
   */
  async circumstancesOf(
    request: { sap?: string; patientId?: string },
    actor?: Actor,
  ): Promise<{ history: PatientHistory | null; programs: PracticePrograms }> {
    const history =
      actor && request.patientId ? await this.historyOf(actor, request.patientId) : null;
    const programs = await this.programmesOf(request.sap ?? history?.sap ?? undefined);
    return { history, programs };
  }

  /** The caller's own patient (404 for anyone else's): practice and confirmed entries. */
  private async historyOf(actor: Actor, patientId: string): Promise<PatientHistory> {
    const patient = await this.patients.patientOf(actor.profileId, patientId, 'patientId');
    const { priorPurchases, earlier } = await purchaseHistoryOf(
      this.readModels,
      actor.profileId,
      patientId,
      '',
    );
    const sap = patient.sap && patient.sap !== NOT_LISTED_SAP ? patient.sap : null;
    return { sap, priorPurchases, earlier };
  }

  /** An unknown sap is NOT_FOUND; an inactive practice (or none chosen) has no programmes. */
  private async programmesOf(sap: string | undefined): Promise<PracticePrograms> {
    if (!sap) return NO_PROGRAMMES;
    const practice = await this.directory.programmesOf(sap);
    if (!practice) throw new Failure('NOT_FOUND', 'sap');
    return practice.status === 'active' ? practice.programs : NO_PROGRAMMES;
  }
}
