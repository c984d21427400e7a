import { type DynamicModule, Module } from '@nestjs/common';
import { EntryServicesModule } from '../process-manager/entry-services.module';
import { CardFulfilment } from './card-fulfilment';
import { CARD_JOB_PAUSE_MS, CardProcessor } from './card.processor';
import { SimulatedCardProvider } from './simulated-card-provider';

/** The card-mailing queue's processor with the fulfilment provider (simulated by default). */
@Module({})
export class CardsModule {
  static forRoot(options: { pauseAfterOrderMs?: number } = {}): DynamicModule {
    return {
      module: CardsModule,
      imports: [EntryServicesModule],
      providers: [
        { provide: CardFulfilment, useClass: SimulatedCardProvider },
        { provide: CARD_JOB_PAUSE_MS, useValue: options.pauseAfterOrderMs ?? 0 },
        CardProcessor,
      ],
    };
  }
}
