// The offers of spec 000 §9, one row per sub-phase. Dates are inclusive UTC days; the
// columns keep the specification's names because the web shows them as they are.
import { memberOf } from '../core/member-of';
import { asDay, type Instant, type IsoDay } from './days';

export const SUB_PHASE_NAMES = [
  'may_2021',
  'jul_2021',
  'jan_2022',
  'jul_2022',
  'sep_2022',
  'jan_2023',
  'jul_2023',
  'aug_2023',
  'jan_2024',
  'apr_2024',
  'jul_2024',
  'jan_2025',
  'apr_2025',
  'jul_2025',
  'julTRA_2025',
] as const;
export type SubPhaseName = (typeof SUB_PHASE_NAMES)[number];

export interface OfferValues {
  readonly max_reward: number;
  /** Cap of the annual (true-up) total where the sub-phase has one; null when it has none. */
  readonly flex_max_reward: number | null;
  readonly preferred_max_reward: number;
  readonly three_month: number;
  readonly six_month: number;
  readonly nine_month: number;
  readonly subsequent_three_month: number;
}

export interface SubPhase extends OfferValues {
  readonly name: SubPhaseName;
  readonly start: IsoDay;
  readonly end: IsoDay;
}

const offer = (
  max: number,
  flex: number | null,
  preferred: number,
  [three, six, nine]: readonly [number, number, number],
  subsequent: number,
): OfferValues => ({
  max_reward: max,
  flex_max_reward: flex,
  preferred_max_reward: preferred,
  three_month: three,
  six_month: six,
  nine_month: nine,
  subsequent_three_month: subsequent,
});

const JUL_2023 = offer(200, 115, 50, [15, 50, 100], 15);
const JAN_2025 = offer(250, 200, 50, [15, 100, 100], 15);

const row = (name: SubPhaseName, start: IsoDay, end: IsoDay, values: OfferValues): SubPhase => ({
  name,
  start,
  end,
  ...values,
});

export const SUB_PHASES: readonly SubPhase[] = [
  row('may_2021', '2021-05-27', '2021-06-30', offer(200, null, 100, [25, 60, 100], 35)),
  row('jul_2021', '2021-07-01', '2021-12-31', offer(250, null, 50, [25, 60, 100], 35)),
  row('jan_2022', '2022-01-01', '2022-06-30', offer(250, null, 50, [35, 80, 125], 35)),
  row('jul_2022', '2022-07-01', '2022-08-31', offer(250, null, 50, [35, 100, 175], 35)),
  row('sep_2022', '2022-09-01', '2022-12-31', offer(250, 210, 50, [35, 100, 175], 35)),
  row('jan_2023', '2023-01-01', '2023-06-30', offer(200, 115, 100, [15, 50, 100], 15)),
  row('jul_2023', '2023-07-01', '2023-08-30', JUL_2023),
  row('aug_2023', '2023-08-31', '2023-12-31', JUL_2023),
  row('jan_2024', '2024-01-01', '2024-04-30', JUL_2023),
  row('apr_2024', '2024-05-01', '2024-06-30', JUL_2023),
  row('jul_2024', '2024-07-01', '2024-12-31', JUL_2023),
  row('jan_2025', '2025-01-01', '2025-04-03', JAN_2025),
  row('apr_2025', '2025-04-04', '2025-06-30', JAN_2025),
  row('jul_2025', '2025-07-01', '2025-07-20', JAN_2025),
  row('julTRA_2025', '2025-07-21', '2025-12-31', JAN_2025),
];

export const isSubPhaseName = memberOf<SubPhaseName>(SUB_PHASE_NAMES);

export function subPhaseByName(name: SubPhaseName): SubPhase {
  // Every name has exactly one row (tested), so the lookup cannot miss.
  return SUB_PHASES.find((phase) => phase.name === name) as SubPhase;
}

/** The sub-phase whose inclusive days contain `at` (a day, or an instant read in UTC). */
export function subPhaseAt(at: IsoDay | Instant): SubPhase | undefined {
  const day = asDay(at);
  return SUB_PHASES.find((phase) => phase.start <= day && day <= phase.end);
}

export const FIRST_SUB_PHASE = SUB_PHASES[0] as SubPhase;
export const LAST_SUB_PHASE = SUB_PHASES[SUB_PHASES.length - 1] as SubPhase;
