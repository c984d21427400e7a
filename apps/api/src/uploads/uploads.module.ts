import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ReceiptFingerprints } from './receipt-fingerprints';
import { LocalDiskStorage, STORAGE } from './storage';
import { UploadGrants } from './upload-grants';
import { SingleFileUpload, UploadKeyGuard } from './upload-host';
import { UploadKeys } from './upload-keys';
import { UploaderController } from './uploader.controller';
import { Uploads } from './uploads';

/** Receipt and product photos: upload keys, the upload host, storage and serving them back. */
@Module({
  controllers: [UploaderController],
  providers: [
    {
      provide: STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.paths.uploads),
    },
    UploadKeys,
    UploadGrants,
    Uploads,
    ReceiptFingerprints,
    UploadKeyGuard,
    SingleFileUpload,
  ],
  exports: [Uploads],
})
export class UploadsModule {}
