import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import { type Escalation, makeEscalationSchema } from '@lens/validation';
import { CLOCK, type Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { type CommandContext, metadataOf } from '../event-sourcing/command-context';
import { Failure, ValidationFailure } from '../http/failure';
import { EVENT_STORE } from '../infrastructure/tokens';
import { CaptchaVerifier } from './captcha-verifier';
import { ESCALATION_SCHEMA_VERSION, type EscalationSubmitted } from './escalation.events';

/** The form with its captcha required: run again when the configuration requires one. */
const WITH_CAPTCHA = makeEscalationSchema({ captchaRequired: true });

export interface Origin {
  ip: string | undefined;
}

@Injectable()
export class EscalationService {
  constructor(
    private readonly captcha: CaptchaVerifier,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Spec 001 §5 (a captcha except on localhost or in automated tests), decided by configuration
   * (CAPTCHA_REQUIRED, on in production): never by the Host header, which the client writes.
   */
  get captchaRequired(): boolean {
    return this.config.recaptcha.required;
  }

  async submit(escalation: Escalation, origin: Origin, context: CommandContext) {
    await this.checkCaptcha(escalation, origin);
    const { captcha_token: _captcha, ...form } = escalation;
    const escalationId = randomUUID();
    const event: EscalationSubmitted = {
      type: 'EscalationSubmitted',
      data: { escalationId, form, submittedAt: this.clock.now().toISOString() },
    };
    const metadata = { ...metadataOf(context), schemaVersion: ESCALATION_SCHEMA_VERSION };
    await this.store.append(`escalation-${escalationId}`, [{ ...event, metadata }], 'no_stream');
    return { escalationId };
  }

  /** Missing where required: the schema's own error; otherwise checked with Google. */
  private async checkCaptcha(escalation: Escalation, origin: Origin): Promise<void> {
    if (!this.captchaRequired) return;
    const token = escalation.captcha_token;
    if (!token) {
      // The schema reports the missing captcha (NULL, localised) as the form itself would.
      const checked = WITH_CAPTCHA.safeParse(escalation);
      throw checked.success
        ? new Failure('NULL', 'captcha_token')
        : new ValidationFailure(checked.error, 'body');
    }
    if (!(await this.captcha.verify(token, origin.ip)))
      throw new Failure('CAPTCHA_INVALID', 'captcha_token');
  }
}
