import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import type { ImpersonationComment } from '@lens/validation';
import type { Pool } from 'pg';
import { type Actor, type Role, Tokens } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { Failure } from '../../platform/http/failure';
import { PG_POOL, EVENT_STORE } from '../../platform/infrastructure/tokens';
import { ProfilesReadModel } from '../../features/profiles/profiles-read-model';
import { STAFF_ROLES } from '../access/staff';
import {
  type ImpersonationEnded,
  type ImpersonationStarted,
  staffStream,
} from './impersonation.events';

const isStaff = (role: string | undefined): role is Role =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/**
 * Acting for a patient (DESIGN §8): a token for the profile carrying `act: { sub: admin,
 * comment }`, so every event written with it records the admin and the reason. Starting and
 * ending are recorded on the admin's own `staff-<id>` stream.
 */
@Injectable()
export class Impersonation {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: Tokens,
    private readonly profiles: ProfilesReadModel,
  ) {}

  async start(admin: Actor, request: ImpersonationComment, context: CommandContext) {
    const profile = await this.profiles.profile(request.profile_id);
    if (!profile) throw new Failure('NOT_FOUND', 'profile_id');
    // Staff sessions are never borrowed: only a patient's profile can be acted for.
    if (isStaff(await this.roleOf(profile.profileId)))
      throw new Failure('IMPERSONATION_REFUSED', 'profile_id');
    const { token, expiresAt } = await this.tokens.issue({
      profileId: profile.profileId,
      role: 'patient',
      impersonator: { adminId: admin.profileId, comment: request.comment, role: admin.role },
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
    await this.record(admin.profileId, started, context, request.comment);
    return {
      token,
      expiresAt: started.data.expiresAt,
      profileId: profile.profileId,
      firstName: profile.firstName,
    };
  }

  /**
   * Back to the admin's own session: the impersonation token's session ends (it stops working at
   * once) and the admin gets a fresh token with their own role.
   */
  async end(actor: Actor, context: CommandContext) {
    const adminId = actor.impersonatorId;
    if (!adminId) throw new Failure('FORBIDDEN');
    const role = await this.roleOf(adminId);
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
    await this.record(adminId, ended, { requestId: context.requestId }, actor.comment);
    const { token, expiresAt } = await this.tokens.issue({ profileId: adminId, role });
    return {
      token,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      profileId: adminId,
      role,
    };
  }

  private async record(
    adminId: string,
    event: ImpersonationStarted | ImpersonationEnded,
    context: CommandContext,
    comment: string | undefined,
  ) {
    const metadata = { ...metadataOf({ ...context, actor: { profileId: adminId } }), comment };
    await this.store.append(staffStream(adminId), [{ ...event, metadata }], 'any');
  }

  private async roleOf(profileId: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ role: string }>(
      'SELECT role FROM profile_credentials WHERE profile_id = $1',
      [profileId],
    );
    return rows[0]?.role;
  }
}
