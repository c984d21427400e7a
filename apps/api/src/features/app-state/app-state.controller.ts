import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type AppQuery, appQuerySchema, languageOf, appStateSchema } from '@lens/validation';
import type { Request } from 'express';
import { OptionalActor, Public } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { AppStateQuery } from './queries/app-state';

@Controller('api/app')
export class AppStateController {
  constructor(private readonly queries: QueryBus) {}

  /** App state for the web: phase, sub-phase and its reward values, now, flags, milestones. */
  @Public()
  @Get()
  @Returns(appStateSchema)
  async get(
    @Req() request: Request,
    @Query(appQuerySchema) query: AppQuery,
    @OptionalActor() _actor?: Actor,
  ) {
    const locale = languageOf(request.headers['accept-language']);
    const language = query.lang === 'es' || query.lang === 'en' ? query.lang : locale;
    const channel = query.channel === 'm' ? 'm' : 'def';
    return ok(await this.queries.execute(new AppStateQuery(locale, language, channel)));
  }
}
