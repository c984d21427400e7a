import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { LocalDiskStorage, STORAGE } from './storage';

/** Where receipt and product files live: the upload host writes there, the approval reads. */
@Module({
  providers: [
    {
      provide: STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.paths.uploads),
    },
  ],
  exports: [STORAGE],
})
export class StorageModule {}
