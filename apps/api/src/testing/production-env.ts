import { randomBytes } from 'node:crypto';

/** A secret nobody has seen: production refuses any value written in the repository. */
export const freshSecret = (): string => randomBytes(48).toString('base64');

/**
 * The environment of an app in production mode in a test: a fresh master secret and, unless a
 * test asks for one, no captcha (production requires it by default), and the card simulator.
 */
export function productionEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: freshSecret(),
    CAPTCHA_REQUIRED: 'false',
    // No card is mailed in a test: the simulator, chosen on purpose as production requires.
    CARD_PROVIDER: 'simulated',
    ...extra,
  };
}
