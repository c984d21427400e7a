import { type CanActivate, Controller, Get, Inject, Injectable, UseGuards } from '@nestjs/common';
import { devSmsListSchema, requiredPhone } from '@lens/validation';
import { z } from 'zod';
import { Public } from '../../platform/auth/access';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Fails, Query, Returns } from '../../platform/http/contract';
import { Failure } from '../../platform/http/failure';
import { ok } from '../../platform/http/envelope';
import { DevSmsInbox } from './dev-sms-inbox';

/** GET /api/dev/sms?phone=: the number whose texts to show. */
const devSmsQuerySchema = z.object({ phone: requiredPhone() });
type DevSmsQuery = z.infer<typeof devSmsQuerySchema>;

/** Outside production only; there the route does not exist (404, before anything is parsed). */
@Injectable()
export class NotInProduction implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (this.config.env === 'production') throw new Failure('NOT_FOUND');
    return true;
  }
}

@Controller('api/dev')
@UseGuards(NotInProduction)
export class DevInboxController {
  constructor(private readonly inbox: DevSmsInbox) {}

  /** The texts "sent" to a number, newest first (two-step codes in development and tests). */
  @Public()
  @Get('sms')
  // Production has no dev routes: NotInProduction answers 404.
  @Fails(404)
  @Returns(devSmsListSchema)
  sms(@Query(devSmsQuerySchema) query: DevSmsQuery) {
    return ok({ messages: this.inbox.to(query.phone) });
  }
}
