import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { gameSchema, gamePlayedSchema } from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { PlayGameCommand } from './commands/play-game';
import { GameStatusQuery } from './queries/game-status';

/** The extra pages' API (docs/decisions/public-pages.md): the signed-in profile's game. */
@Controller('api/extras')
export class ExtrasController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('game')
  @Returns(gameSchema)
  async status(@CurrentActor() actor: Actor) {
    return ok(await this.queries.execute(new GameStatusQuery(actor.profileId)));
  }

  @Post('game/plays')
  @Returns(gamePlayedSchema)
  @HttpCode(201)
  @RateLimit({ name: 'game-play', points: 30, windowSeconds: 60 })
  async play(@CurrentActor() actor: Actor, @RequestContext() context: CommandContext) {
    return ok(await this.commands.execute(new PlayGameCommand(actor.profileId, context)));
  }
}
