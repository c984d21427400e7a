import { migrate } from '@lens/event-store';
import { loadConfig } from './platform/config/config';
import { createApp } from './create-app';
import { waitForApiDependencies } from './platform/infrastructure/dependencies';
import { apiBootMigrations } from './platform/infrastructure/migrations';
import { STOP_DEADLINE_MS, armStopDeadline, exitOnStartupFailure } from '@lens/runtime';

async function main(): Promise<void> {
  const config = loadConfig();
  await waitForApiDependencies(config, 'api');
  await migrate(config.databaseUrl, apiBootMigrations);
  const app = await createApp({ config });
  await app.listen(config.port, config.host);
  armStopDeadline(STOP_DEADLINE_MS, (reason) =>
    console.error(JSON.stringify({ level: 50, msg: 'api did not stop in time; exiting', reason })),
  );
  console.log(
    JSON.stringify({
      level: 30,
      msg: 'api listening',
      url: `http://${config.host}:${config.port}`,
    }),
  );
}

main().catch(exitOnStartupFailure);
