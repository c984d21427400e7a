import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { profileFacts } from '@lens/read-models';
import type { ImpersonationComment, ImpersonationStartedResult } from '@lens/validation';
import { type Actor, Tokens } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../platform/read-models/read-models';
import type { ImpersonationStarted } from '../impersonation.events';
import { StaffRecords, isStaff } from '../staff-records';

/**
 * Starts acting for a patient (DESIGN §8): a token for the profile carrying `act: { sub: admin,
 * comment }`, so every event written with it records the admin and the reason; the start is
 * recorded on the admin's own stream.
 */
export class StartImpersonationCommand extends Command<ImpersonationStartedResult> {
  constructor(
    readonly admin: Actor,
    readonly request: ImpersonationComment,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(StartImpersonationCommand)
export class StartImpersonationHandler implements ICommandHandler<StartImpersonationCommand> {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: Tokens,
    private readonly readModels: ReadModels,
    private readonly staff: StaffRecords,
  ) {}

  async execute({ admin, request, context }: StartImpersonationCommand) {
    const profile = await profileFacts(this.readModels, request.profile_id);
    if (!profile) throw new Failure('NOT_FOUND', 'profile_id');
    // Staff sessions are never borrowed: only a patient's profile can be acted for.
    if (isStaff(await this.staff.roleOf(profile.profileId)))
      throw new Failure('IMPERSONATION_REFUSED', 'profile_id');
    const { token, expiresAt } = await this.tokens.issue({
      profileId: profile.profileId,
      role: 'patient',
      impersonator: { adminId: admin.profileId, comment: request.comment, role: admin.role },
      // Ends when the staff member's own session does (sign-out, password reset).
      startedBy: admin,
    });
    const started: ImpersonationStarted = {
      type: 'ImpersonationStarted',
      data: {
        adminId: admin.profileId,
        profileId: profile.profileId,
        comment: request.comment,
        startedAt: this.clock.now().toISOString(),
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      },
    };
    await this.staff.record(admin.profileId, started, context, request.comment);
    return {
      token,
      expiresAt: started.data.expiresAt,
      profileId: profile.profileId,
      firstName: profile.firstName,
    };
  }
}
