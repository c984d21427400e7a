import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PlayGameHandler } from './commands/play-game';
import { ExtrasController } from './extras.controller';
import { InstantWinGame } from './game.service';
import { GameStatusHandler } from './queries/game-status';

/** The extra pages (/game, /inky, /janky): only the game needs the server. */
@Module({
  imports: [SubmissionsModule],
  controllers: [ExtrasController],
  providers: [InstantWinGame, GameStatusHandler, PlayGameHandler],
  exports: [InstantWinGame],
})
export class ExtrasModule {}
