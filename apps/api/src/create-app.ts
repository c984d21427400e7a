import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppOptions } from './app.module';
import { apiServer } from './platform/http/http-edge';
import { TRACKING_PATHS, trackingBodyParser } from './features/tracking/tracking-limits';

/** Builds the HTTP application (used by main.ts and by integration tests). */
export async function createApp(options: AppOptions): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(options),
    new ExpressAdapter(apiServer()),
    { bufferLogs: true, rawBody: false },
  );
  app.useLogger(app.get(Logger));
  // Only the configured proxies (by default the web server on this machine) may say who the
  // client is: rate limits and logs key on `request.ip`.
  app.set('trust proxy', options.config.trustProxy);
  app.disable('x-powered-by');
  app.use(TRACKING_PATHS, trackingBodyParser);
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  app.enableShutdownHooks();
  return app;
}
