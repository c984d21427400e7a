import { Module } from '@nestjs/common';
import { ReceiptFingerprints } from './receipt-fingerprints';
import { StorageModule } from './storage.module';
import { UploadGrants } from './upload-grants';
import { SingleFileUpload, UploadKeyGuard } from './upload-host';
import { UploadKeys } from './upload-keys';
import { UploaderController } from './uploader.controller';
import { Uploads } from './uploads';

/** Receipt and product photos: upload keys, the upload host, storage and serving them back. */
@Module({
  imports: [StorageModule],
  controllers: [UploaderController],
  providers: [
    UploadKeys,
    UploadGrants,
    Uploads,
    ReceiptFingerprints,
    UploadKeyGuard,
    SingleFileUpload,
  ],
  exports: [Uploads, UploadKeys],
})
export class UploadsModule {}
