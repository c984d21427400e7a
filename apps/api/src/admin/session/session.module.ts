import { Module } from '@nestjs/common';
import { ProfilesModule } from '../../features/profiles/profiles.module';
import { SessionController } from './session.controller';

/** The admin session cookie for browser-only pages. */
@Module({ imports: [ProfilesModule], controllers: [SessionController] })
export class AdminSessionModule {}
