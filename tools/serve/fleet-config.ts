/**
 * How many of each process `npm run serve` runs (the README's table lists these with the
 * processes' own settings). API_PROCESSES is the api's own setting too: the api checks that
 * more than one has shared upload storage.
 */
import { envSchema } from '@lens/api/src/platform/config/config';
import { z } from 'zod';

const count = (what: string) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(1)
    .describe(
      `how many ${what} processes \`npm run serve\` runs (compose: \`deploy.replicas\`); any number is safe, see docs/operations.md`,
    );

export const fleetEnvSchema = z.object({
  API_PROCESSES: envSchema.shape.API_PROCESSES,
  WORKER_PROCESSES: count('worker'),
  PROJECTOR_PROCESSES: count('projector'),
});

export type FleetConfig = z.infer<typeof fleetEnvSchema>;

/** The counts, or one line naming what is wrong. */
export function loadFleetConfig(env: NodeJS.ProcessEnv): FleetConfig {
  const parsed = fleetEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  );
}
