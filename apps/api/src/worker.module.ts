import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppOptions } from './app.module';
import { ApprovalModule } from './worker/approval/approval.module';
import { CardsModule } from './worker/cards/cards.module';
import { EmailModule } from './worker/email/email.module';
import { InfrastructureModule } from './platform/infrastructure/infrastructure.module';
import { KafkaModule } from './worker/kafka/kafka.module';
import { ProcessManagerModule } from './worker/process-manager/process-manager.module';
import { ReceiptsModule } from './worker/receipts/receipts.module';

export interface WorkerOptions extends AppOptions {
  /** Test hooks of the fault tests (never set in production). */
  hooks?: { pauseAfterCardOrderMs?: number };
}

/**
 * The worker's modules: infrastructure, the process manager (events → jobs), the processors of
 * the approval, receipt reading, card-mailing and e-mail queues, and the Kafka relay when brokers are configured.
 */
@Module({})
export class WorkerModule {
  static forRoot(options: WorkerOptions): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: options.config.logLevel } }),
        InfrastructureModule.forRoot(options),
        ProcessManagerModule,
        ApprovalModule,
        ReceiptsModule,
        CardsModule.forRoot({ pauseAfterOrderMs: options.hooks?.pauseAfterCardOrderMs }),
        EmailModule,
        ...(options.config.kafkaBrokers.length > 0 ? [KafkaModule] : []),
      ],
    };
  }
}
