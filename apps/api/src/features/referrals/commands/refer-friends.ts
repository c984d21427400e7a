import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type Language,
  decodeAll,
  decodeProfileEvent,
  type RegisteredProfile,
  replayProfile,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { type ViralReferral, makeViralReferralSchema } from '@lens/validation';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../../platform/event-sourcing/command-context';
import { ValidationFailure } from '../../../platform/http/failure';
import { EVENT_STORE, PG_POOL } from '../../../platform/infrastructure/tokens';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { mailJobsOf } from '../../../platform/jobs/mail-plans';
import {
  type FriendsReferred,
  REFERRAL_SCHEMA_VERSION,
  type ReferredFriend,
} from '../referral.events';

const PAIRS = [1, 2, 3] as const;

interface Invitation extends ReferredFriend {
  field: string;
  emailHash: string;
}

const hashOf = (email: string) => createHash('sha256').update(email).digest('hex');

function invitationsOf(referral: ViralReferral): Invitation[] {
  return PAIRS.flatMap((pair) => {
    const name = referral[`to_name${pair}`];
    const email = referral[`to_email${pair}`];
    return name && email
      ? [{ field: `to_email${pair}`, name, email, emailHash: hashOf(email) }]
      : [];
  });
}

/**
 * Viral referral: refuses the sender's own address (REFERRED_SELF) and a friend invited before,
 * by anyone (DUPLICATE, kept in `referral_emails`); records the referral and queues one
 * invitation e-mail per friend.
 */
export class ReferFriendsCommand extends Command<{ referralId: string; invited: number }> {
  constructor(
    readonly referral: ViralReferral,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReferFriendsCommand)
export class ReferFriendsHandler implements ICommandHandler<ReferFriendsCommand> {
  constructor(
    private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ referral, language, context }: ReferFriendsCommand) {
    const referrer = context.actor ? await this.profileOf(context.actor.profileId) : null;
    const checked = makeViralReferralSchema({ selfEmail: referrer?.email }).safeParse(referral);
    if (!checked.success) throw new ValidationFailure(checked.error, 'body');
    const invitations = invitationsOf(checked.data);
    const referralId = randomUUID();
    const eventId = randomUUID();
    const now = this.clock.now();
    const event: FriendsReferred = {
      type: 'FriendsReferred',
      data: {
        referralId,
        referrerProfileId: referrer?.profileId ?? null,
        friends: invitations.map(({ name, email }) => ({ name, email })),
        referredAt: now.toISOString(),
        language,
        fromName: referrer?.firstName ?? null,
      },
    };
    const streamId = `referral-${referralId}`;
    // No connection is held across the append (which takes one of its own): with a small pool,
    // concurrent referrals holding one each while waiting for another would starve it. The
    // claim is undone instead when the append fails.
    await this.reserve(invitations, referralId, now);
    try {
      const metadata = { ...metadataOf(context), schemaVersion: REFERRAL_SCHEMA_VERSION };
      await this.store.append(streamId, [{ id: eventId, ...event, metadata }], 'no_stream');
    } catch (error) {
      await this.release(invitations, referralId).catch(() => undefined);
      throw error;
    }
    // One invitation per friend; the process manager plans the same ones from the event.
    await this.jobs.enqueueAll(mailJobsOf({ id: eventId, streamId, ...event }));
    return { referralId, invited: invitations.length };
  }

  /**
   * Claims each address for this referral; one claimed before is DUPLICATE on its field, and
   * then none stays claimed by this referral.
   */
  private async reserve(
    invitations: readonly Invitation[],
    referralId: string,
    now: Date,
  ): Promise<void> {
    const { rows } = await this.pool.query<{ email_hash: string }>(
      `INSERT INTO referral_emails (email_hash, referral_id, referred_at)
       SELECT unnest($1::text[]), $2, $3
       ON CONFLICT (email_hash) DO NOTHING
       RETURNING email_hash`,
      [invitations.map((i) => i.emailHash), referralId, now],
    );
    const claimed = new Set(rows.map((row) => row.email_hash));
    const taken = invitations.filter((invitation) => !claimed.has(invitation.emailHash));
    if (taken.length === 0) return;
    await this.release(invitations, referralId);
    throw new ValidationFailure(
      {
        issues: taken.map((invitation) => ({
          code: 'custom' as const,
          path: [invitation.field],
          message: 'already referred',
          params: { code: 'DUPLICATE' },
          input: invitation.email,
        })),
      },
      'body',
    );
  }

  /** The referrer as their own profile stream tells it; none when it holds no registration. */
  private async profileOf(profileId: string): Promise<RegisteredProfile | null> {
    const events = await this.store.readStream(`profile-${profileId}`);
    const state = replayProfile(decodeAll(events, decodeProfileEvent));
    return state.kind === 'registered' ? state : null;
  }

  private async release(invitations: readonly Invitation[], referralId: string): Promise<void> {
    await this.pool.query(
      'DELETE FROM referral_emails WHERE email_hash = ANY($1::text[]) AND referral_id = $2',
      [invitations.map((i) => i.emailHash), referralId],
    );
  }
}
