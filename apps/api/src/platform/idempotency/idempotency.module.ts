import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyKeys } from './idempotency-keys';

/** `Idempotency-Key` on every state-changing route of the HTTP api. */
@Module({
  providers: [IdempotencyKeys, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
})
export class IdempotencyModule {}
