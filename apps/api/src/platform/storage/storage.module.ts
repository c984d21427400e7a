import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { STORAGE, type Storage } from './storage';

/** The adapter the configuration names: S3 when `UPLOAD_STORAGE_URL` is set, else a local folder. */
async function storageOf(config: AppConfig, logger: PinoLogger): Promise<Storage> {
  if (config.storage.kind === 'local') return new LocalDiskStorage(config.storage.dir);
  const storage = new S3Storage(config.storage.location);
  // A store that is down at start is not a reason not to start: uploads answer 503 meanwhile.
  await storage
    .ensureBucket()
    .catch((error: unknown) =>
      logger.warn(
        { err: error, bucket: config.storage.kind === 's3' ? config.storage.location.bucket : '' },
        'upload storage not reachable',
      ),
    );
  return storage;
}

@Injectable()
class StorageShutdown implements OnApplicationShutdown {
  constructor(@Inject(STORAGE) private readonly storage: Storage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}

/** Where receipt and product files live: the upload host writes there, the approval reads. */
@Module({
  providers: [
    { provide: STORAGE, inject: [APP_CONFIG, PinoLogger], useFactory: storageOf },
    StorageShutdown,
  ],
  exports: [STORAGE],
})
export class StorageModule {}
