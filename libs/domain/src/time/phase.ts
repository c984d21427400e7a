// The programme's phase: the lifecycle page shows before the first offer and after the last.
import { asDay, type Instant, type IsoDay } from './days';
import { FIRST_SUB_PHASE, LAST_SUB_PHASE, subPhaseAt, type SubPhase } from './sub-phases';

export const PHASES = ['pre-launch', 'active', 'expired'] as const;
export type Phase = (typeof PHASES)[number];

export interface ProgrammeMoment {
  readonly phase: Phase;
  readonly subPhase: SubPhase | undefined;
}

export function phaseAt(at: IsoDay | Instant): ProgrammeMoment {
  const day = asDay(at);
  if (day < FIRST_SUB_PHASE.start) return { phase: 'pre-launch', subPhase: undefined };
  if (day > LAST_SUB_PHASE.end) return { phase: 'expired', subPhase: undefined };
  return { phase: 'active', subPhase: subPhaseAt(day) };
}
