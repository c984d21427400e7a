import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import { type Escalation, makeEscalationSchema, escalationSubmittedSchema } from '@lens/validation';
import { Public } from '../../platform/auth/access';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { SubmitEscalationCommand } from './commands/submit-escalation';

/** The form's rules; whether the captcha is required is configuration, checked after. */
const escalationBody = makeEscalationSchema({ captchaRequired: false });

@Public()
@Controller('api/escalations')
export class EscalationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Returns(escalationSubmittedSchema)
  @RateLimit({ name: 'escalation', points: 10, windowSeconds: 3_600 })
  async submit(
    @Body(escalationBody) body: Escalation,
    @Ip() ip: string,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(new SubmitEscalationCommand(body, ip, language, context)),
    );
  }
}
