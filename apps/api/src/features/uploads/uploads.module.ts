import { Module } from '@nestjs/common';
import { EntryStreamsModule } from '../submissions/entry-streams';
import { IssueUploadKeyHandler } from './commands/issue-upload-key';
import { RecordUploadHandler } from './commands/record-upload';
import { StoredPhotoHandler } from './queries/stored-photo';
import { ReceiptFingerprints } from './receipt-fingerprints';
import { StorageModule } from '../../platform/storage/storage.module';
import { SingleFileUpload, UploadKeyGuard } from './upload-host';
import { UploadKeys } from './upload-keys';
import { UploaderController } from './uploader.controller';
import { Uploads } from './uploads';

/** Receipt and product photos: upload keys, the upload host, storage and serving them back. */
@Module({
  imports: [StorageModule, EntryStreamsModule],
  controllers: [UploaderController],
  providers: [
    UploadKeys,
    Uploads,
    ReceiptFingerprints,
    UploadKeyGuard,
    SingleFileUpload,
    IssueUploadKeyHandler,
    RecordUploadHandler,
    StoredPhotoHandler,
  ],
  exports: [Uploads, UploadKeys],
})
export class UploadsModule {}
