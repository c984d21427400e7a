import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type GameView, InstantWinGame } from '../game.service';

/** The profile's game: plays left and its latest plays. */
export class GameStatusQuery extends Query<GameView> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(GameStatusQuery)
export class GameStatusHandler implements IQueryHandler<GameStatusQuery> {
  constructor(private readonly game: InstantWinGame) {}

  execute({ profileId }: GameStatusQuery) {
    return this.game.status(profileId);
  }
}
