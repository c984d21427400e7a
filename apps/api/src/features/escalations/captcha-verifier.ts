import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Failure } from '../../platform/http/failure';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 5_000;

/** Google reCAPTCHA's server-side check: the one boundary tests replace. */
@Injectable()
export class CaptchaVerifier {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** True when Google accepts the response token; SERVICE_UNAVAILABLE when it cannot be asked. */
  async verify(token: string, remoteIp: string | undefined): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.config.recaptcha.secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await fetch(SITEVERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      throw new Failure('SERVICE_UNAVAILABLE', 'captcha_token');
    }
  }
}
