/**
 * `docker compose config` on the compose files, as Docker Compose itself reads them (no Docker
 * engine needed): with every secret given they are valid; without JWT_SECRET compose refuses,
 * naming it. Uses the compose plugin (`docker compose`) or, where only the standalone client is
 * installed, `docker-compose` (CI installs Debian's). The structure (what is published, what is
 * required) is tested in tools/stack/deployment.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../stack/stack';

/** The compose client on this machine, or null. */
function composeClient(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(command[0]!, [...command.slice(1), 'version'], { stdio: 'ignore' });
    if (probe.status === 0) return command;
  }
  return null;
}

/** Returns an error message, or null when both files pass (or, outside CI, with no client). */
export function checkComposeFiles(): string | null {
  const client = composeClient();
  if (!client) {
    if (process.env.CI) return 'neither `docker compose` nor `docker-compose` is installed';
    console.log('  (no docker compose client here: skipped; CI installs one)');
    return null;
  }
  // An empty env file, and only these variables: nothing of this machine's own leaks in.
  const dir = mkdtempSync(path.join(tmpdir(), 'lens-compose-'));
  const envFile = path.join(dir, 'empty.env');
  writeFileSync(envFile, '');
  const secret = () => randomBytes(32).toString('hex');
  const secrets = {
    SITE_URL: 'https://rewards.example.com',
    JWT_SECRET: secret(),
    POSTGRES_PASSWORD: secret(),
    REDIS_PASSWORD: secret(),
    SMTP_URL: `smtps://mailer:${secret()}@smtp.example.com:465`,
    // Required too (no default: the card provider is a choice), though not a secret.
    CARD_PROVIDER: 'simulated',
  };
  const config = (file: string, env: Record<string, string>) =>
    spawnSync(client[0]!, [...client.slice(1), '--env-file', envFile, '-f', file, 'config', '-q'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: dir, ...env },
    });
  try {
    for (const file of ['docker-compose.yml', 'docker-compose.dev.yml']) {
      const valid = config(file, secrets);
      if (valid.status !== 0) return `${file} is not valid: ${valid.stderr.trim()}`;
    }
    const { JWT_SECRET: _missing, ...withoutJwt } = secrets;
    const refused = config('docker-compose.yml', withoutJwt);
    if (refused.status === 0 || !/JWT_SECRET/.test(refused.stderr))
      return `docker-compose.yml starts without JWT_SECRET (${refused.stderr.trim()})`;
    console.log(`  ${client.join(' ')} config: both files valid; JWT_SECRET required.`);
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
