import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import type { Pool } from 'pg';
import type { Role } from '../../platform/auth/tokens';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { PG_POOL, EVENT_STORE } from '../../platform/infrastructure/tokens';
import { STAFF_ROLES } from '../access/staff';
import {
  type ImpersonationEnded,
  type ImpersonationStarted,
  staffStream,
} from './impersonation.events';

export const isStaff = (role: string | undefined): role is Role =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/**
 * What starting and ending an impersonation share (DESIGN §8): a profile's role as its
 * credentials say, and the record of the start or end on the admin's own `staff-<id>` stream.
 */
@Injectable()
export class StaffRecords {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async record(
    adminId: string,
    event: ImpersonationStarted | ImpersonationEnded,
    context: CommandContext,
    comment: string | undefined,
  ) {
    const metadata = { ...metadataOf({ ...context, actor: { profileId: adminId } }), comment };
    await this.store.append(staffStream(adminId), [{ ...event, metadata }], 'any');
  }

  async roleOf(profileId: string): Promise<string | undefined> {
    return (await this.rolesOf([profileId])).get(profileId);
  }

  /** The profiles as the patient tools list them, each with its role (`patient` without credentials). */
  async withRoles<P extends { profileId: string }>(
    profiles: P[],
  ): Promise<(P & { role: string })[]> {
    const roles = await this.rolesOf(profiles.map((profile) => profile.profileId));
    return profiles.map((profile) => ({
      ...profile,
      role: roles.get(profile.profileId) ?? 'patient',
    }));
  }

  private async rolesOf(profileIds: string[]): Promise<Map<string, string>> {
    if (profileIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ profile_id: string; role: string }>(
      'SELECT profile_id, role FROM profile_credentials WHERE profile_id = ANY($1::text[])',
      [profileIds],
    );
    return new Map(rows.map((row) => [row.profile_id, row.role]));
  }
}
