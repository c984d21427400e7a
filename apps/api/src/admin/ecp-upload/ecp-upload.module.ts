import { Module } from '@nestjs/common';
import { EcpUploadController } from './ecp-upload.controller';
import { EcpUploads } from './ecp-uploads';

/** The admin ECP upload: preview, row errors, commit. */
@Module({ controllers: [EcpUploadController], providers: [EcpUploads] })
export class EcpUploadModule {}
