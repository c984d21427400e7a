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

/** The form with its captcha required: run again when the host needs one. */
const WITH_CAPTCHA = makeEscalationSchema({ captchaRequired: true });

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export interface Origin {
  hostname: string | undefined;
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

  /** Spec 001 §5: a captcha is required except on localhost and outside production. */
  captchaRequired(hostname: string | undefined): boolean {
    return this.config.env === 'production' && !LOCAL_HOSTS.has(hostname ?? '');
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

  /** Missing where required: the schema's own error. Checked with Google when a secret is set. */
  private async checkCaptcha(escalation: Escalation, origin: Origin): Promise<void> {
    if (!this.captchaRequired(origin.hostname)) return;
    const token = escalation.captcha_token;
    if (!token) {
      // The schema reports the missing captcha (NULL, localised) as the form itself would.
      const checked = WITH_CAPTCHA.safeParse(escalation);
      throw checked.success
        ? new Failure('NULL', 'captcha_token')
        : new ValidationFailure(checked.error, 'body');
    }
    if (this.config.recaptcha.secret && !(await this.captcha.verify(token, origin.ip)))
      throw new Failure('CAPTCHA_INVALID', 'captcha_token');
  }
}
