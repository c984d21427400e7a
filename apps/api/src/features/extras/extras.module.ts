import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ExtrasController } from './extras.controller';
import { InstantWinGame } from './game.service';

/** The extra pages (/game, /inky, /janky): only the game needs the server. */
@Module({
  imports: [SubmissionsModule],
  controllers: [ExtrasController],
  providers: [InstantWinGame],
  exports: [InstantWinGame],
})
export class ExtrasModule {}
