import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { profileDecider } from '@lens/domain';
import { type EventStore, inTransaction } from '@lens/event-store';
import type { PasswordResetConfirm } from '@lens/validation';
import type { Pool } from 'pg';
import { PinoLogger } from 'nestjs-pino';
import { Tokens } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE, PG_POOL } from '../../../platform/infrastructure/tokens';
import { Passwords } from '../passwords';
import { resetTokenHash } from '../password-reset-link';
import { profileStream } from '../profile-stream';

/**
 * Replaces the password through a reset link; INVALID_TOKEN (on `token`) for any unusable link.
 * A link works once, for an hour; using one uses up every other outstanding link of the
 * profile, replaces the password, ends every session of the profile and records
 * `PasswordChanged`.
 */
export class ConfirmPasswordResetCommand extends Command<{ passwordReset: true }> {
  constructor(
    readonly request: PasswordResetConfirm,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConfirmPasswordResetCommand)
export class ConfirmPasswordResetHandler implements ICommandHandler<ConfirmPasswordResetCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly passwords: Passwords,
    private readonly tokens: Tokens,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('password-resets');
  }

  async execute({ request, context }: ConfirmPasswordResetCommand) {
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
    await writeAggregate({
      store: this.store,
      stream: profileStream(profileId),
      decider: profileDecider,
      command: { type: 'ChangePassword', data: { via: 'reset', resetId } },
      env: { now: now.getTime() },
      context: { ...context, actor: context.actor ?? { profileId } },
    }).catch((error: unknown) => {
      if (error instanceof Failure && error.code === 'PROFILE_NOT_FOUND') return;
      throw error;
    });
    return { passwordReset: true as const };
  }
}
