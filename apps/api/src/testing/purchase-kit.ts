import { randomUUID } from 'node:crypto';
import {
  type NotListedDoctor,
  type PracticePrograms,
  type ProfileCommand,
  type RelationToProfile,
  profileDecider,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { Tokens } from '../platform/auth/tokens';
import { writeAggregate } from '../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../platform/infrastructure/tokens';
import { type TestApp, readModelsCreated } from './test-app';

/**
 * A real 8×8 grey baseline JPEG (159 bytes, decodes in browsers): what a phone camera would send,
 * only smaller.
 */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

export interface Signed {
  profileId: string;
  token: string;
}

/** A profile registered through the real `POST /api/profiles`, and its session token. */
export async function signUp(t: TestApp, email = `p-${randomUUID()}@example.com`): Promise<Signed> {
  const response = await t
    .http()
    .post('/api/profiles')
    .send({
      email,
      password: 'Lenses4ever',
      first_name: 'Pat',
      last_name: 'Lens',
      birthday: '1980-02-02',
      language: 'en',
    })
    .expect(201);
  const { id, token } = response.body.result.profile as { id: string; token: string };
  return { profileId: id, token };
}

/**
 * A token of an admin (or, with `as: 'support'`, a support agent) impersonating the profile (the
 * comment goes on every event).
 */
export async function impersonate(
  t: TestApp,
  profileId: string,
  as: 'admin' | 'support' = 'admin',
): Promise<string> {
  const { token } = await t.app.get(Tokens).issue({
    profileId,
    role: 'patient',
    impersonator: { adminId: `${as}-1`, comment: 'by phone', role: as },
  });
  return token;
}

export async function adminToken(t: TestApp): Promise<string> {
  return (await t.app.get(Tokens).issue({ profileId: 'admin-1', role: 'admin' })).token;
}

export async function profileCommand(t: TestApp, profileId: string, command: ProfileCommand) {
  const store = t.app.get<EventStore>(EVENT_STORE);
  return writeAggregate({
    store,
    stream: `profile-${profileId}`,
    decider: profileDecider,
    command,
    env: { now: Date.now() },
    context: {
      actor: { profileId },
    },
  });
}

const patientsAdded = new Map<string, number>();

/**
 * 'Pat Lens', then another person each time in the same profile ('Pat Lensb', …): a profile
 * refuses the same person twice (issue 29 item 1).
 */
function nextPatientName(profileId: string): string {
  let n = patientsAdded.get(profileId) ?? 0;
  patientsAdded.set(profileId, n + 1);
  if (n === 0) return 'Pat Lens';
  let letters = '';
  do {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Pat Lens${letters}`;
}

/** Adds a patient to the profile and, when given, the practice the patient goes to. */
export async function addPatient(
  t: TestApp,
  profile: Signed,
  options: {
    relation?: RelationToProfile;
    sap?: string;
    doctor?: NotListedDoctor;
    programs?: PracticePrograms;
  } = {},
): Promise<string> {
  const patientId = randomUUID();
  await profileCommand(t, profile.profileId, {
    type: 'AddPatient',
    data: {
      patientId,
      name: nextPatientName(profile.profileId),
      relationToProfile: options.relation ?? 'SELF',
    },
  });
  if (options.sap) {
    await profileCommand(t, profile.profileId, {
      type: 'SelectPatientPractice',
      data: {
        patientId,
        practice: {
          sap: options.sap,
          status: 'active',
          programs: options.programs ?? {},
          notListedDoctor: options.doctor ?? null,
        },
      },
    });
  }
  return patientId;
}

/** A practice row (the seed is another team's): preferred when it has a programme window. */
export async function insertPractice(
  t: TestApp,
  practice: {
    sap: string;
    programs?: PracticePrograms;
    status?: 'active' | 'inactive';
    scgKey?: string;
  },
): Promise<void> {
  await t.db.pool.query(
    `INSERT INTO practices (sap, display_name, account_name, city, state, postal_code, status, programs, scg_key)
     VALUES ($1, $2, $2, 'Springfield', 'IL', '62701', $3, $4, $5)`,
    [
      practice.sap,
      `Practice ${practice.sap}`,
      practice.status ?? 'active',
      JSON.stringify(practice.programs ?? {}),
      practice.scgKey ?? null,
    ],
  );
}

/** A year of 1-Day dailies for both eyes (4 boxes of 90 each). */
export const yearOfDailies = (brand = '1DM') => ({
  brand_l: brand,
  brand_r: brand,
  lenses_per_box_l: 90,
  lenses_per_box_r: 90,
  boxes_l: 4,
  boxes_r: 4,
  supplyLength: 12,
  submission_method: 'manual',
});

/** Months of dailies for both eyes in 30-lens boxes. */
export const monthsOfDailies = (months: number, brand = 'TAS') => ({
  brand_l: brand,
  brand_r: brand,
  lenses_per_box_l: 30,
  lenses_per_box_r: 30,
  boxes_l: months,
  boxes_r: months,
  supplyLength: months,
  submission_method: 'manual',
});

const PURCHASE_PROJECTIONS = ['submissions', 'patient-ledger', 'promo-usage', 'promotions'];

/** Waits until the projector has created the purchase flow's read models (a fresh database). */
export function purchaseReadModelsReady(t: TestApp): Promise<void> {
  return readModelsCreated(t.db, PURCHASE_PROJECTIONS);
}

/** The HTTP calls of the purchase flow, for one signed-in profile. */
export function purchaseCalls(t: TestApp, token: string) {
  const post = (path: string, body: object) =>
    t.http().post(`/api/purchase-submissions/${path}`).set('profile-token', token).send(body);
  return {
    purchaseDate: (body: object) => post('purchase-date', body),
    supplies: (body: object) => post('submit-supplies', body),
    receipt: (body: object) => post('submit-receipt-image', body),
    promo: (body: object) => post('submit-promo-code', body),
    discard: (body: object) => post('discard', body),
    confirm: (body: object, channel?: string) =>
      t
        .http()
        .post(`/api/purchase-submissions/confirm${channel ? `?channel=${channel}` : ''}`)
        .set('profile-token', token)
        .send(body),
    get: (path: string) => t.http().get(path).set('profile-token', token),
    /** Asks for an upload key and puts the file on the upload host (no token there). */
    upload: async (
      uid: string,
      file: Buffer = TINY_JPEG,
      name = 'receipt.jpg',
      type = 'receipt',
    ) => {
      const key = await t
        .http()
        .post('/api/uploader/key')
        .set('profile-token', token)
        .send({ uid, type, language: 'en' })
        .expect(200);
      return t.http().post(key.body.result.uploadPath).attach('upload', file, name);
    },
    /** The same, expecting success: the stored file's URL. */
    uploaded: async (uid: string): Promise<string> => {
      const key = await t
        .http()
        .post('/api/uploader/key')
        .set('profile-token', token)
        .send({ uid, type: 'receipt', language: 'en' })
        .expect(200);
      const response = await t
        .http()
        .post(key.body.result.uploadPath)
        .attach('upload', TINY_JPEG, 'receipt.jpg')
        .expect(200);
      return response.body.outputs.orig.url as string;
    },
  };
}

/** An entry up to its supplies: purchase date, supplies (at the practice, if given). */
export async function entryWithSupplies(
  t: TestApp,
  profile: Signed,
  options: { patientId: string; purchaseDate: string; sap?: string; supplies: object },
): Promise<string> {
  const calls = purchaseCalls(t, profile.token);
  const created = await calls
    .purchaseDate({ purchase_date: options.purchaseDate, patient_id: options.patientId })
    .expect(201);
  const id: string = created.body.result.purchaseSubmissionId;
  await calls
    .supplies({
      patientId: options.patientId,
      purchase_submission_id: id,
      supplies: options.supplies,
      ...(options.sap ? { sap: options.sap } : {}),
    })
    .expect(200);
  return id;
}

/** An entry up to its receipt: purchase date, supplies at the practice, an uploaded receipt. */
export async function entryWithReceipt(
  t: TestApp,
  profile: Signed,
  options: { patientId: string; purchaseDate: string; sap: string; supplies: object },
): Promise<string> {
  const calls = purchaseCalls(t, profile.token);
  const id = await entryWithSupplies(t, profile, options);
  const url = await calls.uploaded(id);
  await calls.receipt({ purchase_submission_id: id, receipt_image_url: url }).expect(200);
  return id;
}
