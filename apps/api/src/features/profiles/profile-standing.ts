import { Inject, Injectable } from '@nestjs/common';
import {
  type Patient,
  type ProgramName,
  type ProgramWindow,
  currentProgramWindows,
  openMilestones,
} from '@lens/domain';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { InstantWinGame } from '../extras/game.service';
import { WELCOME_PLAYS, gameDecider, playsRemaining } from '../extras/instant-win';
import { PatientLimits } from '../submissions/patient-limits';
import { PracticeSnapshots } from '../practices/practice-snapshots';

/** What the profile answer says of the profile's standing now (spec 000 §3), from real data. */
export interface ProfileStanding {
  /** The active patient has no supply left in the rolling year (`patients/active/limited`). */
  is_limited: boolean;
  /** Instant-win plays left (`/game`). */
  plays_remaining: number;
  /** The active patient's practice's programmes current now, each with its window. */
  activePrograms: Partial<Record<ProgramName, ProgramWindow>>;
  /** Every milestone by name: open to this profile now (public, or enrolled by its practice). */
  milestones: Record<string, boolean>;
}

/**
 * The profile's standing: the active patient (newest entry's, else SELF, else the only one), its
 * annual limit, its practice's programmes and the milestones they open, and the game's plays.
 */
@Injectable()
export class ProfileStandings {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limits: PatientLimits,
    private readonly game: InstantWinGame,
    private readonly practices: PracticeSnapshots,
  ) {}

  /**
   * The standing of a profile registered a moment ago, known without a read: no patient yet, no
   * entry, the welcome play, the public milestones. Registration answers with it, so that nothing
   * after its append can fail (issue 26.12).
   */
  ofNewProfile(): ProfileStanding {
    return {
      is_limited: false,
      plays_remaining: playsRemaining(gameDecider.initialState(), WELCOME_PLAYS),
      activePrograms: {},
      milestones: openMilestones(this.clock.now().getTime(), []),
    };
  }

  async of(profileId: string): Promise<ProfileStanding> {
    const now = this.clock.now();
    const [active, plays] = await Promise.all([
      this.limits.activePatient(profileId),
      this.game.playsRemaining(profileId),
    ]);
    const [isLimited, activePrograms] = active
      ? await Promise.all([
          this.limits.activeLimited(profileId, active),
          this.programmesOf(active, now),
        ])
      : [false, {}];
    return {
      is_limited: isLimited,
      plays_remaining: plays,
      activePrograms,
      milestones: openMilestones(now.getTime(), Object.keys(activePrograms)),
    };
  }

  private async programmesOf(
    patient: Patient,
    now: Date,
  ): Promise<ProfileStanding['activePrograms']> {
    if (!patient.sap) return {};
    const practice = await this.practices.find(patient.sap, patient.notListedDoctor);
    if (!practice) return {};
    return currentProgramWindows(practice.programs, now.getTime());
  }
}
