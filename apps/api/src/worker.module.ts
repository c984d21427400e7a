import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppOptions } from './app.module';
import { ApprovalModule } from './approval/approval.module';
import { CardsModule } from './cards/cards.module';
import { EmailModule } from './email/email.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { KafkaModule } from './kafka/kafka.module';
import { ProcessManagerModule } from './process-manager/process-manager.module';

export interface WorkerOptions extends AppOptions {
  /** Test hooks of the fault tests (never set in production). */
  hooks?: { pauseAfterCardOrderMs?: number };
}

/**
 * The worker's modules: infrastructure, the process manager (events → jobs), the processors of
 * the approval, card-mailing and e-mail queues, and the Kafka relay when brokers are configured.
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
        CardsModule.forRoot({ pauseAfterOrderMs: options.hooks?.pauseAfterCardOrderMs }),
        EmailModule,
        ...(options.config.kafkaBrokers.length > 0 ? [KafkaModule] : []),
      ],
    };
  }
}
