import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { PG_POOL } from '../../platform/infrastructure/tokens';

export interface MailRecord {
  jobId: string;
  template: string;
  to: string;
  language: string;
  submissionId: string | null;
  subject: string;
}

/**
 * The sent-mail ledger (`sent_mail`, keyed by job id): one e-mail per trigger, even when BullMQ
 * no longer remembers the job (a replay weeks later, a Redis that lost its data).
 *
 * `claim` records the attempt before sending; `sent` marks it done. A job that finds its mail
 * `sent` sends nothing. One that finds it still `sending` (the worker died mid-send) sends again:
 * the file transport finds the message in its folder and sends nothing; SMTP may deliver twice
 * (at least once).
 */
@Injectable()
export class SentMail {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** False when this job's mail has been sent already. */
  async claim(record: MailRecord): Promise<boolean> {
    const { rows } = await this.pool.query<{ status: string }>(
      `INSERT INTO sent_mail (job_id, template, to_address, language, submission_id, subject, status,
          created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'sending', $7)
       ON CONFLICT (job_id) DO UPDATE SET attempts = sent_mail.attempts + 1
       RETURNING status`,
      [
        record.jobId,
        record.template,
        record.to,
        record.language,
        record.submissionId,
        record.subject,
        this.clock.now(),
      ],
    );
    return rows[0]?.status !== 'sent';
  }

  async sent(jobId: string, messageId: string): Promise<void> {
    await this.pool.query(
      `UPDATE sent_mail SET status = 'sent', message_id = $2, sent_at = $3 WHERE job_id = $1`,
      [jobId, messageId, this.clock.now()],
    );
  }
}
