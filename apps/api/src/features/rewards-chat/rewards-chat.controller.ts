import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { chatAvailabilitySchema } from '@lens/validation';
import { Public } from '../../platform/auth/access';
import { Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ChatAvailabilityQuery } from './queries/chat-availability';

/** The Questions window's rewards chat: is it staffed now, by the app's clock and schedule? */
@Public()
@Controller('api/rewards-chat')
export class RewardsChatController {
  constructor(private readonly queries: QueryBus) {}

  /** Whether the rewards chat is available and open now. */
  @Get()
  @Returns(chatAvailabilitySchema)
  async availability() {
    return ok(await this.queries.execute(new ChatAvailabilityQuery()));
  }
}
