import { hkdfSync } from 'node:crypto';

/** What each derived key is for: one key per purpose, so one leaked key opens nothing else. */
export const KEY_PURPOSES = [
  'tokens',
  'uploadKeys',
  'phoneCodes',
  'signedLinks',
  'idempotency',
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];
export type SecretKeys = Readonly<Record<KeyPurpose, Buffer>>;

/** HKDF-SHA256 (RFC 5869) from the one master secret, a 32-byte key per purpose. */
export function deriveSecretKeys(masterSecret: string): SecretKeys {
  const derive = (purpose: KeyPurpose) =>
    Buffer.from(hkdfSync('sha256', masterSecret, 'lens-rewards', `lens-rewards/${purpose}`, 32));
  return Object.freeze(
    Object.fromEntries(KEY_PURPOSES.map((purpose) => [purpose, derive(purpose)])) as Record<
      KeyPurpose,
      Buffer
    >,
  );
}
