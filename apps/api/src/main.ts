import { migrate } from '@lens/event-store';
import { loadConfig } from './platform/config/config';
import { createApp } from './create-app';
import { apiBootMigrations } from './platform/infrastructure/migrations';
import { exitOnStartupFailure } from '@lens/runtime';

async function main(): Promise<void> {
  const config = loadConfig();
  await migrate(config.databaseUrl, apiBootMigrations);
  const app = await createApp({ config });
  await app.listen(config.port, config.host);
  console.log(
    JSON.stringify({
      level: 30,
      msg: 'api listening',
      url: `http://${config.host}:${config.port}`,
    }),
  );
}

main().catch(exitOnStartupFailure);
