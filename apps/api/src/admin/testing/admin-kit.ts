import { randomUUID } from 'node:crypto';
import type { EventStore } from '@lens/event-store';
import { Tokens, type Role } from '../../platform/auth/tokens';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { Accounts } from '../../features/profiles/accounts';
import {
  type Signed,
  addPatient,
  entryWithReceipt,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
} from '../../testing/purchase-kit';
import { type TestApp, readModelsCreated, startTestApp } from '../../testing/test-app';

/** The clock of the back-office tests: inside the julTRA_2025 offer. */
export const ADMIN_TEST_NOW = '2025-08-15T12:00:00Z';

export interface Staff extends Signed {
  role: Role;
  email: string;
}

/** A real staff account (credentials row and profile stream) and a session token for it. */
export async function staff(t: TestApp, role: Role, firstName = 'Avery'): Promise<Staff> {
  const email = `${role}-${randomUUID()}@lensrewards.example`;
  const account = await t.app.get(Accounts).createAccount({
    email,
    password: 'Staff-pass-2025',
    first_name: firstName,
    last_name: 'Staff',
    birthday: '1980-01-01',
    language: 'en',
    role,
  });
  // Created outside HTTP, the account waits for no read model: the tests read it next. A loaded
  // machine's projector can be seconds behind, so the wait is long, and a miss is an error.
  if (
    account.position &&
    !(await t.app
      .get(ProjectionWaiter)
      .waitFor(account.position, ['profiles', 'submission-search'], 30_000))
  )
    throw new Error(`the read models did not show ${role} ${email} within 30 s`);
  const { token } = await t.app.get(Tokens).issue({ profileId: account.profileId, role });
  return { profileId: account.profileId, token, role, email };
}

let saps = 7_100_000;

export interface Entry {
  profile: Signed;
  patientId: string;
  submissionId: string;
  sap: string;
}

/** A patient's entry through confirm (status pending), at a practice of its own. */
export async function confirmedEntry(
  t: TestApp,
  options: { profile?: Signed; months?: number; purchaseDate?: string } = {},
): Promise<Entry> {
  saps += 1;
  const sap = String(saps);
  await insertPractice(t, { sap });
  const profile = options.profile ?? (await signUp(t));
  // A profile has one SELF patient; further entries of it are for a family member.
  const patientId = await addPatient(t, profile, {
    sap,
    relation: options.profile ? 'OTHER' : 'SELF',
  });
  const submissionId = await entryWithReceipt(t, profile, {
    patientId,
    purchaseDate: options.purchaseDate ?? '2025-08-01',
    sap,
    supplies: monthsOfDailies(options.months ?? 3),
  });
  await purchaseCalls(t, profile.token)
    .confirm({ purchase_submission_id: submissionId })
    .expect(200);
  // The patient's own screens read rows written with the events; the back office reads the
  // search read model, which the projector writes a moment later.
  const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${submissionId}`);
  const last = events.at(-1)!;
  if (!(await t.app.get(ProjectionWaiter).waitFor(last.position, ['submission-search'], 30_000)))
    throw new Error(`the search read model did not show entry ${submissionId} within 30 s`);
  return { profile, patientId, submissionId, sap };
}

/**
 * The real app at the back-office tests' clock with the purchase and search read models built,
 * and an admin and a support agent.
 */
export async function startAdminTestApp(): Promise<{ t: TestApp; admin: Staff; support: Staff }> {
  const t = await startTestApp({ env: { APP_NOW: ADMIN_TEST_NOW, RATE_LIMIT_SCALE: '100' } });
  await purchaseReadModelsReady(t);
  await readModelReady(t, 'submission-search');
  await readModelReady(t, 'profiles');
  return { t, admin: await staff(t, 'admin', 'Avery'), support: await staff(t, 'support', 'Sam') };
}

/** Requests with a staff (or any) token. */
export function as(t: TestApp, token: string) {
  return {
    get: (path: string) => t.http().get(path).set('profile-token', token),
    post: (path: string, body: object = {}) =>
      t.http().post(path).set('profile-token', token).send(body),
    put: (path: string, body: object = {}) =>
      t.http().put(path).set('profile-token', token).send(body),
    delete: (path: string) => t.http().delete(path).set('profile-token', token),
  };
}

/** Waits until the projector has created a read model (a fresh database). */
export function readModelReady(t: TestApp, name: string): Promise<void> {
  return readModelsCreated(t.db, [name]);
}
