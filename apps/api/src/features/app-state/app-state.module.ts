import { Module } from '@nestjs/common';
import { AppStateController } from './app-state.controller';
import { AppStateHandler } from './queries/app-state';

@Module({ controllers: [AppStateController], providers: [AppStateHandler] })
export class AppStateModule {}
