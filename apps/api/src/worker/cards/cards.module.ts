import { type DynamicModule, Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { EntryServicesModule } from '../process-manager/entry-services.module';
import { CardFulfilment } from './card-fulfilment';
import { CARD_JOB_PAUSE_MS, CardProcessor } from './card.processor';
import { SimulatedCardProvider } from './simulated-card-provider';
import { TangoCardProvider } from './tango-card-provider';

/** The card-mailing queue's processor with the fulfilment provider (`CARD_PROVIDER`: simulated by default, or Tango). */
@Module({})
export class CardsModule {
  static forRoot(options: { pauseAfterOrderMs?: number } = {}): DynamicModule {
    return {
      module: CardsModule,
      imports: [EntryServicesModule],
      providers: [
        {
          provide: CardFulfilment,
          inject: [APP_CONFIG, PG_POOL, CLOCK],
          useFactory: (config: AppConfig, pool: Pool, clock: Clock) =>
            config.cards.kind === 'tango'
              ? new TangoCardProvider(config.cards)
              : new SimulatedCardProvider(pool, clock, config),
        },
        { provide: CARD_JOB_PAUSE_MS, useValue: options.pauseAfterOrderMs ?? 0 },
        CardProcessor,
      ],
    };
  }
}
