import { LANGUAGES, PHASES, SUB_PHASE_NAMES } from '@lens/domain';
import { z } from 'zod';
import { day, instant } from './shared';

/** The sub-phase as `GET /api/app` sends it (spec 000 §3 sub-phase record). */
export const subPhaseViewSchema = z.object({
  name: z.enum(SUB_PHASE_NAMES),
  start: day(),
  end: day(),
  max_reward: z.number(),
  flex_max_reward: z.number().nullable(),
  preferred_max_reward: z.number(),
  three_month: z.number(),
  six_month: z.number(),
  nine_month: z.number(),
  subsequent_three_month: z.number(),
  promoItemisation: z.boolean(),
});
export type SubPhaseView = z.infer<typeof subPhaseViewSchema>;

/** The programme's phase, or `maintenance` whenever the maintenance flag is on. */
export const appPhaseSchema = z.enum([...PHASES, 'maintenance']);
export type AppPhase = z.infer<typeof appPhaseSchema>;

/** `GET /api/app` (spec 000 §3 "App state"): what the web needs to know about now. */
export const appStateSchema = z.object({
  name: z.string(),
  deployPath: z.string(),
  channel: z.enum(['m', 'def']),
  affiliateId: z.string(),
  locale: z.enum(LANGUAGES),
  userLanguage: z.enum(LANGUAGES),
  phase: appPhaseSchema,
  subPhase: subPhaseViewSchema.nullable(),
  /** The server's clock; APP_NOW may pin it anywhere in time. */
  now: instant(),
  siteURL: z.string(),
  defaultRoute: z.string(),
  recaptchaV2PublicKey: z.string(),
  maintenance: z.boolean(),
  features: z.object({
    rewardsEstimatorEnhancements: z.boolean(),
    ecpTargetedMarketing: z.boolean(),
  }),
  /**
   * Whether text messages can be sent (an SMS provider, or the dev inbox outside production):
   * two-step by text and SMS opt-in are offered only then.
   */
  sms: z.boolean(),
  promoCodeLimit: z.number().int(),
  /** Days after a purchase its entry may be submitted (the offer terms). */
  submissionWindowDays: z.number().int(),
  milestones: z.array(
    z.object({
      name: z.string(),
      start: day().nullable(),
      /** Inclusive; null when open-ended. */
      end: day().nullable(),
      public: z.boolean(),
      active: z.boolean(),
    }),
  ),
});
export type AppState = z.infer<typeof appStateSchema>;

const checkSchema = z.enum(['ok', 'failing']);

/** `GET /api/health` (200 healthy, 503 degraded): each dependency's check. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    postgres: checkSchema,
    redis: checkSchema,
    eventStore: checkSchema,
    listener: checkSchema,
  }),
});
export type Health = z.infer<typeof healthSchema>;
