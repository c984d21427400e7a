import { z } from 'zod';
import { instant } from './shared';

/** One play of the instant-win game, newest first. */
export const gamePlaySchema = z.object({
  playId: z.string(),
  prize: z.enum(['lens_case', 'bonus_entry']).nullable(),
  playedAt: instant(),
});
export type GamePlay = z.infer<typeof gamePlaySchema>;

/** `GET extras/game`: plays left and the recent plays. */
export const gameSchema = z.object({
  plays_remaining: z.number().int(),
  plays: z.array(gamePlaySchema),
});
export type Game = z.infer<typeof gameSchema>;

/** `POST extras/game/plays`: the play just made, and the game after it. */
export const gamePlayedSchema = gameSchema.extend({ play: gamePlaySchema });
export type GamePlayedResult = z.infer<typeof gamePlayedSchema>;

/** `GET rewards-chat`: is the chat staffed now, by the app's clock and the configured schedule? */
export const chatAvailabilitySchema = z.object({
  /** A chat provider is configured; without one only the message form is offered. */
  available: z.boolean(),
  open: z.boolean(),
  opensAt: instant().nullable(),
  closesAt: instant().nullable(),
  /** The schedule's time zone: times are said in it, with its name. */
  timeZone: z.string(),
  url: z.string().optional(),
});
export type ChatAvailability = z.infer<typeof chatAvailabilitySchema>;

/** `POST tracking`. */
export const trackedSchema = z.object({ tracked: z.literal(true) });

/** `POST client-error`. */
export const clientErrorReportedSchema = z.object({ reported: z.literal(true) });

/** `POST referrals`: the referral and how many friends were invited. */
export const referralSentSchema = z.object({ referralId: z.string(), invited: z.number().int() });
export type ReferralSent = z.infer<typeof referralSentSchema>;

/** `POST escalations`: the request and the short reference given to the person. */
export const escalationSubmittedSchema = z.object({
  escalationId: z.string(),
  reference: z.string(),
});
export type EscalationSubmitted = z.infer<typeof escalationSubmittedSchema>;
