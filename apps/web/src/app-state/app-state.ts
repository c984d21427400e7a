import {
  DEFAULT_SUBMISSION_WINDOW_DAYS,
  type Language,
  type Milestone,
  type Phase,
} from '@lens/domain';

/** The sub-phase as `GET /api/app` sends it (spec 000 §3 sub-phase record). */
export interface SubPhaseView {
  name: string;
  start: string;
  end: string;
  max_reward: number;
  flex_max_reward: number | null;
  preferred_max_reward: number;
  three_month: number;
  six_month: number;
  nine_month: number;
  subsequent_three_month: number;
  promoItemisation: boolean;
}

export type AppPhase = Phase | 'maintenance';

/** `GET /api/app` (apps/api/src/features/app-state/app-state.ts; spec 000 §3 "App state"). */
export interface AppState {
  name: string;
  deployPath: string;
  channel: 'm' | 'def';
  affiliateId: string;
  locale: Language;
  userLanguage: Language;
  phase: AppPhase;
  subPhase: SubPhaseView | null;
  /** The server's clock (ISO); APP_NOW may pin it anywhere in time. */
  now: string;
  siteURL: string;
  defaultRoute: string;
  recaptchaV2PublicKey: string;
  maintenance: boolean;
  features: { rewardsEstimatorEnhancements: boolean; ecpTargetedMarketing: boolean };
  promoCodeLimit: number;
  /** Days after a purchase its entry may be submitted. */
  submissionWindowDays: number;
  milestones: ReadonlyArray<Milestone & { active: boolean }>;
}

const language = (value: unknown): Language => (value === 'es' ? 'es' : 'en');

/**
 * The app state with safe defaults for anything missing, so an older or newer API never breaks
 * the first render. The phase is `maintenance` whenever the maintenance flag is on.
 */
export function normaliseAppState(raw: Partial<AppState>, fallbackNow: Date): AppState {
  const maintenance = raw.maintenance === true || raw.phase === 'maintenance';
  const now =
    typeof raw.now === 'string' && !Number.isNaN(Date.parse(raw.now))
      ? raw.now
      : fallbackNow.toISOString();
  return {
    name: raw.name ?? 'Lens Rewards',
    deployPath: raw.deployPath ?? '/',
    channel: raw.channel === 'm' ? 'm' : 'def',
    affiliateId: raw.affiliateId ?? '',
    locale: language(raw.locale),
    userLanguage: language(raw.userLanguage ?? raw.locale),
    phase: maintenance ? 'maintenance' : (raw.phase ?? 'active'),
    subPhase: raw.subPhase ?? null,
    now,
    siteURL: raw.siteURL ?? '/',
    defaultRoute: raw.defaultRoute ?? '',
    recaptchaV2PublicKey: raw.recaptchaV2PublicKey ?? '',
    maintenance,
    features: {
      rewardsEstimatorEnhancements: raw.features?.rewardsEstimatorEnhancements ?? false,
      ecpTargetedMarketing: raw.features?.ecpTargetedMarketing ?? false,
    },
    promoCodeLimit: raw.promoCodeLimit ?? 1,
    submissionWindowDays: raw.submissionWindowDays ?? DEFAULT_SUBMISSION_WINDOW_DAYS,
    milestones: raw.milestones ?? [],
  };
}
