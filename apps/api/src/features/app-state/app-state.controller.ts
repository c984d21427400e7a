import { Controller, Get, Inject, Req } from '@nestjs/common';
import { type AppQuery, appQuerySchema, languageOf, appStateSchema } from '@lens/validation';
import type { Request } from 'express';
import { OptionalActor, Public } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { appState } from './app-state';

@Controller('api/app')
export class AppStateController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** App state for the web: phase, sub-phase and its reward values, now, flags, milestones. */
  @Public()
  @Get()
  @Returns(appStateSchema)
  get(
    @Req() request: Request,
    @Query(appQuerySchema) query: AppQuery,
    @OptionalActor() _actor?: Actor,
  ) {
    const locale = languageOf(request.headers['accept-language']);
    const language = query.lang === 'es' || query.lang === 'en' ? query.lang : locale;
    return ok(
      appState({
        now: this.clock.now(),
        config: this.config,
        locale,
        userLanguage: language,
        channel: query.channel === 'm' ? 'm' : 'def',
      }),
    );
  }
}
