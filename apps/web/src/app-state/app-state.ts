import { DEFAULT_SUBMISSION_WINDOW_DAYS, type Language } from '@lens/domain';
import { type AppPhase, type AppState, type SubPhaseView } from '@lens/validation';

/** `GET /api/app` (`appStateSchema`; spec 000 §3 "App state"). */
export type { AppPhase, AppState, SubPhaseView };

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
    // Offer no texts unless the server says it can send them.
    sms: raw.sms === true,
    promoCodeLimit: raw.promoCodeLimit ?? 1,
    submissionWindowDays: raw.submissionWindowDays ?? DEFAULT_SUBMISSION_WINDOW_DAYS,
    milestones: raw.milestones ?? [],
  };
}
