import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ImpersonationEndedResult } from '@lens/validation';
import { type Actor, Tokens } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import type { ImpersonationEnded } from '../impersonation.events';
import { StaffRecords, isStaff } from '../staff-records';

/**
 * Back to the admin's own session: the impersonation token's session ends (it stops working at
 * once) and the admin gets a fresh token with their own role.
 */
export class EndImpersonationCommand extends Command<ImpersonationEndedResult> {
  constructor(
    readonly actor: Actor,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(EndImpersonationCommand)
export class EndImpersonationHandler implements ICommandHandler<EndImpersonationCommand> {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: Tokens,
    private readonly staff: StaffRecords,
  ) {}

  async execute({ actor, context }: EndImpersonationCommand) {
    const adminId = actor.impersonatorId;
    if (!adminId) throw new Failure('FORBIDDEN');
    const role = await this.staff.roleOf(adminId);
    if (!isStaff(role)) throw new Failure('FORBIDDEN');
    await this.tokens.end(actor);
    const ended: ImpersonationEnded = {
      type: 'ImpersonationEnded',
      data: {
        adminId,
        profileId: actor.profileId,
        comment: actor.comment ?? '',
        endedAt: this.clock.now().toISOString(),
      },
    };
    await this.staff.record(adminId, ended, { requestId: context.requestId }, actor.comment);
    const { token, expiresAt } = await this.tokens.issue({ profileId: adminId, role });
    return {
      token,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      profileId: adminId,
      role,
    };
  }
}
