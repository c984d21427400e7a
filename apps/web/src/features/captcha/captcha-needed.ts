import { isLocalHost } from '../../config/hosts';

/**
 * Whether a form shows the reCAPTCHA (spec 001 §5): never on a local host or in an automated
 * browser (`navigator.webdriver`, as Playwright sets it), and only with a site key configured.
 */
export function captchaNeeded(context: {
  hostname: string;
  siteKey: string;
  webdriver: boolean;
}): boolean {
  return Boolean(context.siteKey) && !isLocalHost(context.hostname) && !context.webdriver;
}
