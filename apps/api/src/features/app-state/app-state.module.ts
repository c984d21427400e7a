import { Module } from '@nestjs/common';
import { AppStateController } from './app-state.controller';

@Module({ controllers: [AppStateController] })
export class AppStateModule {}
