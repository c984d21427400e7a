import { inTransaction } from '@lens/event-store';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PASSWORD_RESET_TTL_MINUTES, profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { PasswordResetConfirm } from '@lens/validation';
import type { Pool } from 'pg';
import { PinoLogger } from 'nestjs-pino';
import { Tokens } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { decideAndAppend } from '../../platform/event-sourcing/decide-and-append';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE, PG_POOL } from '../../platform/infrastructure/tokens';
import { JobQueue } from '../../platform/jobs/job-queue';
import { mailJobsOf } from '../../platform/jobs/mail-plans';
import { Credentials } from './credentials';
import { Passwords } from './passwords';
import { resetToken, resetTokenHash } from './password-reset-link';
import { profileStream } from './profile-stream';

/**
 * Forgotten passwords (issue 17): a link by e-mail, then a new password through it.
 *
 * - A request for a registered e-mail records `PasswordResetRequested` on the profile's stream
 *   and queues the e-mail under the event's id (the process manager plans the same job from the
 *   event, so a crash in between loses nothing); any other address gets the same answer and
 *   nothing happens.
 * - A link works once, for an hour; using one uses up every other outstanding link of the
 *   profile, replaces the password, ends every session of the profile and records
 *   `PasswordChanged`.
 */
@Injectable()
export class PasswordResets {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly credentials: Credentials,
    private readonly passwords: Passwords,
    private readonly tokens: Tokens,
    private readonly jobs: JobQueue,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('password-resets');
  }

  async request(email: string, context: CommandContext): Promise<void> {
    const credential = await this.credentials.findByEmail(email);
    if (!credential) return;
    const now = this.clock.now();
    const resetId = randomUUID();
    const token = resetToken(this.config.keys.signedLinks, resetId);
    // The link is stored before it is announced: an e-mail never carries a link that cannot work.
    await this.pool.query(
      `INSERT INTO password_resets (reset_id, profile_id, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        resetId,
        credential.profileId,
        resetTokenHash(token),
        now,
        new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      ],
    );
    const outcome = await decideAndAppend(
      this.store,
      profileStream(credential.profileId),
      profileDecider,
      { type: 'RequestPasswordReset', data: { resetId } },
      { now: now.getTime() },
      { ...context, actor: context.actor ?? { profileId: credential.profileId } },
    ).catch((error: unknown) => {
      // Credentials without a profile stream (a crash mid-registration): nobody to write to.
      if (error instanceof Failure && error.code === 'PROFILE_NOT_FOUND') return null;
      throw error;
    });
    if (!outcome) return;
    const [event] = await this.store.readStream(profileStream(credential.profileId), {
      fromRevision: outcome.revision,
    });
    if (event) await this.jobs.enqueueAll(mailJobsOf(event));
  }

  /** Replaces the password through a link; INVALID_TOKEN (on `token`) for any unusable link. */
  async confirm(request: PasswordResetConfirm, context: CommandContext): Promise<void> {
    const hash = resetTokenHash(request.token);
    const now = this.clock.now();
    const { rows } = await this.pool.query<{ profileId: string }>(
      `SELECT profile_id AS "profileId" FROM password_resets
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
      [hash, now],
    );
    const profileId = rows[0]?.profileId;
    // Checked before hashing, so bad links cost no argon2 time.
    if (!profileId) throw new Failure('INVALID_TOKEN', 'token');
    const passwordHash = await this.passwords.hash(request.password);
    const resetId = await inTransaction(this.pool, async (client) => {
      const used = await client.query<{ reset_id: string }>(
        `UPDATE password_resets SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING reset_id`,
        [hash, now],
      );
      // A concurrent use of the same link came first.
      if (!used.rows[0]) throw new Failure('INVALID_TOKEN', 'token');
      await client.query(
        'UPDATE password_resets SET used_at = $2 WHERE profile_id = $1 AND used_at IS NULL',
        [profileId, now],
      );
      await client.query(
        'UPDATE profile_credentials SET password_hash = $2 WHERE profile_id = $1',
        [profileId, passwordHash],
      );
      // Every session from before ends; should Redis not answer, nothing changes (503).
      await this.tokens.endAll(profileId);
      return used.rows[0].reset_id;
    });
    // Again after the commit: a sign-in with the old password that raced the change ends too.
    await this.tokens.endAll(profileId).catch((error: unknown) => {
      this.logger.warn({ err: error, profileId }, 'sessions not ended again after a reset');
    });
    await decideAndAppend(
      this.store,
      profileStream(profileId),
      profileDecider,
      { type: 'ChangePassword', data: { via: 'reset', resetId } },
      { now: now.getTime() },
      { ...context, actor: context.actor ?? { profileId } },
    ).catch((error: unknown) => {
      if (error instanceof Failure && error.code === 'PROFILE_NOT_FOUND') return;
      throw error;
    });
  }
}
