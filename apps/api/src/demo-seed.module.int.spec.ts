import { NestFactory } from '@nestjs/core';
import { DemoSeedModule } from './demo-seed.module';
import { Accounts } from './features/profiles/accounts';
import { startTestApp, type TestApp } from './testing/test-app';

// `npm start` and the e2e stack run the demo seed on this module once the processes are up: every
// provider its handlers inject must resolve (a port bound only in the api's module once stopped
// the seed, and so `npm start`, at start).
describe('the demo seed module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('builds with every dependency of its handlers resolved', async () => {
    const seed = await NestFactory.createApplicationContext(
      DemoSeedModule.forRoot({ config: t.config }),
      { logger: false, abortOnError: false },
    );
    try {
      expect(seed.get(Accounts)).toBeInstanceOf(Accounts);
    } finally {
      await seed.close();
    }
  });
});
