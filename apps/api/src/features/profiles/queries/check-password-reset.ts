import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PasswordResetCheck } from '@lens/validation';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { Failure } from '../../../platform/http/failure';
import { PG_POOL } from '../../../platform/infrastructure/tokens';
import { resetTokenHash } from '../password-reset-link';

/**
 * Whether a reset link still works (issue 29): the page says a used, expired or unknown link is
 * dead before the person types a new password. INVALID_TOKEN (on `token`) as the confirm says it;
 * nothing is used up.
 */
export class CheckPasswordResetQuery extends Query<{ usable: true }> {
  constructor(readonly request: PasswordResetCheck) {
    super();
  }
}

@QueryHandler(CheckPasswordResetQuery)
export class CheckPasswordResetHandler implements IQueryHandler<CheckPasswordResetQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request }: CheckPasswordResetQuery) {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM password_resets
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
      [resetTokenHash(request.token), this.clock.now()],
    );
    if (!rowCount) throw new Failure('INVALID_TOKEN', 'token');
    return { usable: true as const };
  }
}
