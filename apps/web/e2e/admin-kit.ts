// The back office's end-to-end helpers: staff sessions, and patients with entries made through the
// real API (the web server's proxy), so each spec starts where its story does.
//
// Staff: the demo seed's accounts (admin@, support@, finance@lensrewards.example). Where they are
// missing (a stack without the seed), a profile is registered through the API and given its role
// with SQL on the stack's database (`E2E_DATABASE_URL`, default the `admin` stack's
// lens_e2e_admin): production code has no way to make staff, by design.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { ONBOARDING_HIDDEN_COOKIE, TOKEN_STORAGE_KEY } from '../src/config/constants';
import { DRAFT_STORAGE_KEY } from '../src/features/draft/purchase-draft';

export type StaffRole = 'admin' | 'support' | 'finance';

export const DEMO_PASSWORD = 'Demo-pass-2025';
export const ADMIN_TOKEN_KEY = 'lensRewards.adminToken';
export const staffEmail = (role: StaffRole) => `${role}@lensrewards.example`;

/** A real JPEG (8×8 grey): what the upload host takes as a receipt photo. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

async function result<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${text.slice(0, 300)}`).toBe(true);
  return (JSON.parse(text) as { result: T }).result;
}

/** Calls with a token, answering `result`. */
export function api(request: APIRequestContext, token: string) {
  const headers = { 'profile-token': token };
  return {
    get: async <T>(url: string, params?: Record<string, string | number>) =>
      result<T>(await request.get(url, { headers, params }), `GET ${url}`),
    post: async <T>(url: string, data?: unknown) =>
      result<T>(await request.post(url, { headers, data: data ?? {} }), `POST ${url}`),
    put: async <T>(url: string, data: unknown) =>
      result<T>(await request.put(url, { headers, data }), `PUT ${url}`),
  };
}

// Sign-ins are limited (10 per 10 minutes per address): a run signs each role in once and the
// workers share the token through a file for as long as the server takes it.
const TOKENS = path.join(
  tmpdir(),
  `lens-e2e-staff-${(process.env['E2E_BASE_URL'] ?? 'default').replace(/\W/g, '_')}.json`,
);

function cachedToken(role: StaffRole): string | null {
  if (!existsSync(TOKENS)) return null;
  const cache = JSON.parse(readFileSync(TOKENS, 'utf8')) as Record<string, { token: string }>;
  return cache[role]?.token ?? null;
}

function keepToken(role: StaffRole, token: string): void {
  const cache = existsSync(TOKENS)
    ? (JSON.parse(readFileSync(TOKENS, 'utf8')) as Record<string, unknown>)
    : {};
  mkdirSync(path.dirname(TOKENS), { recursive: true });
  writeFileSync(TOKENS, JSON.stringify({ ...cache, [role]: { token } }));
}

async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  return request.post('/api/profiles/login', { data: { email, password } });
}

/** One worker at a time signs a role in; the others then find its token in the file. */
async function withLock<T>(role: StaffRole, work: () => Promise<T>): Promise<T> {
  const lock = `${TOKENS}.${role}.lock`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      const held = statSync(lock, { throwIfNoEntry: false });
      if (Date.now() > deadline || (held && Date.now() - held.mtimeMs > 60_000)) {
        rmSync(lock, { force: true }); // left behind by a worker that died
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** A staff member's session token (the demo account, or one made for the run). */
export async function staffToken(request: APIRequestContext, role: StaffRole): Promise<string> {
  return withLock(role, () => signedInStaff(request, role));
}

async function signedInStaff(request: APIRequestContext, role: StaffRole): Promise<string> {
  const cached = cachedToken(role);
  // Whether it still holds is the server's to say (its clock may be pinned), and a token from an
  // earlier stack names a profile this one may not have.
  if (cached) {
    const session = await request.get('/admin/api/session', {
      headers: { 'profile-token': cached },
    });
    if (
      session.ok() &&
      ((await session.json()) as { result: { email: string | null } }).result.email
    )
      return cached;
  }
  let response = await login(request, staffEmail(role), DEMO_PASSWORD);
  if (response.status() === 401) response = await login(request, await newStaff(request, role));
  const { profile } = await result<{ profile: { token: string } }>(response, `login ${role}`);
  keepToken(role, profile.token);
  return profile.token;
}

/** A staff account made for the run (the stack may have no demo staff): its e-mail. */
async function newStaff(request: APIRequestContext, role: StaffRole): Promise<string> {
  const email = `e2e-${role}-${randomUUID()}@lensrewards.example`;
  await result(
    await request.post('/api/profiles', {
      data: {
        email,
        password: DEMO_PASSWORD,
        first_name: role,
        last_name: 'Staff',
        birthday: '1980-01-01',
        language: 'en',
      },
    }),
    'register staff',
  );
  const database = process.env['E2E_DATABASE_URL'] ?? 'postgres://localhost:5432/lens_e2e_admin';
  execFileSync('psql', [
    database,
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    `UPDATE profile_credentials SET role = '${role}' WHERE email = '${email}'`,
  ]);
  return email;
}

/**
 * A session of a staff account of its own, shared with no other test: for a test that ends it
 * (the shared session would end under the other workers' feet).
 */
export async function ownStaffSession(request: APIRequestContext, role: StaffRole) {
  const response = await login(request, await newStaff(request, role));
  return (await result<{ profile: { token: string } }>(response, `login ${role}`)).profile.token;
}

/**
 * The back office open as a staff member without the sign-in form (the token kept where the
 * back office keeps it, the admin session cookie set through the API as the form does).
 */
export async function openBackOffice(
  page: Page,
  request: APIRequestContext,
  role: StaffRole,
  hash = '',
  session?: string,
) {
  const token = session ?? (await staffToken(request, role));
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [ADMIN_TOKEN_KEY, token],
  );
  const opened = await page.request.post('/admin/api/session', {
    headers: { 'profile-token': token },
  });
  expect(opened.ok()).toBe(true);
  await page.goto(`/admin#${hash}`);
  return token;
}

export interface Patient {
  email: string;
  token: string;
  profileId: string;
  patientId: string;
  sap: string;
  practiceName: string;
}

/** A registered patient with their SELF patient at a participating practice near Austin. */
export async function patientAtPractice(
  request: APIRequestContext,
  firstName = 'Ana',
): Promise<Patient> {
  const email = `e2e-admin-${randomUUID()}@example.com`;
  const { profile } = await result<{ profile: { id: string; token: string } }>(
    await request.post('/api/profiles', {
      data: {
        email,
        password: 'Lenses-2025',
        first_name: firstName,
        last_name: 'Díaz',
        birthday: '1990-04-02',
        language: 'en',
      },
    }),
    'register',
  );
  const { eyeCareProfessionalList } = await result<{
    eyeCareProfessionalList: {
      sap: string;
      display_name: string;
      city: string;
      state: string;
      postal_code: string;
      affiliated_now: boolean;
    }[];
  }>(
    await request.get('/api/eye-care-professionals/list/by-radius', {
      params: { radius: 25, eye_care_professional_postal_code: '78701' },
    }),
    'practices',
  );
  const practice = eyeCareProfessionalList.find((p) => p.affiliated_now);
  if (!practice) throw new Error('no participating practice near 78701: is the demo seed loaded?');
  const { patient } = await api(request, profile.token).post<{ patient: { id: string } }>(
    '/api/patients/add',
    {
      name: `${firstName} Díaz`,
      relation_to_profile: 'SELF',
      address1: '1200 Congress Ave',
      city: practice.city,
      state: practice.state,
      postal_code: practice.postal_code.slice(0, 5),
      country: 'US',
      sap: practice.sap,
    },
  );
  return {
    email,
    token: profile.token,
    profileId: profile.id,
    patientId: patient.id,
    sap: practice.sap,
    practiceName: practice.display_name,
  };
}

/** Six months of 1-Day dailies for both eyes. */
export const SUPPLIES = {
  brand_r: '1DM',
  lenses_per_box_r: 90,
  boxes_r: 2,
  brand_l: '1DM',
  lenses_per_box_l: 90,
  boxes_l: 2,
  submission_method: 'manual',
  supplyLength: 6,
};

/** An entry's purchase date and supplies, made with `token` (the patient's, or an admin acting). */
export async function entryWithSupplies(
  request: APIRequestContext,
  token: string,
  patient: Patient,
  purchaseDate = '2025-09-10',
) {
  const calls = api(request, token);
  const { purchaseSubmissionId } = await calls.post<{ purchaseSubmissionId: string }>(
    '/api/purchase-submissions/purchase-date',
    {
      purchase_date: purchaseDate,
      patient_id: patient.patientId,
    },
  );
  await calls.post('/api/purchase-submissions/submit-supplies', {
    patientId: patient.patientId,
    purchase_submission_id: purchaseSubmissionId,
    supplies: SUPPLIES,
    sap: patient.sap,
  });
  return purchaseSubmissionId;
}

/** A receipt of its own (the JPEG plus random bytes after its end: no duplicate of another). */
export const uniqueReceipt = () => Buffer.concat([TINY_JPEG, Buffer.from(randomUUID())]);

/** The entry through its receipt (its own, unless given) and confirm: the dashboard entry. */
export async function confirmedEntry(
  request: APIRequestContext,
  patient: Patient,
  receipt: Buffer = uniqueReceipt(),
) {
  const id = await entryWithSupplies(request, patient.token, patient);
  const calls = api(request, patient.token);
  const { uploadPath } = await calls.post<{ uploadPath: string }>('/api/uploader/key', {
    uid: id,
    type: 'receipt',
    language: 'en',
  });
  const uploaded = await request.post(uploadPath, {
    multipart: { upload: { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: receipt } },
  });
  expect(uploaded.ok(), `upload: HTTP ${uploaded.status()}`).toBe(true);
  const url = ((await uploaded.json()) as { outputs: { orig: { url: string } } }).outputs.orig.url;
  await calls.post('/api/purchase-submissions/submit-receipt-image', {
    purchase_submission_id: id,
    receipt_image_url: url,
  });
  const { submission } = await calls.post<{
    submission: { id: string; confirmation_code: string; totalReward: number };
  }>('/api/purchase-submissions/confirm', { purchase_submission_id: id });
  return {
    id,
    confirmationCode: submission.confirmation_code,
    totalReward: submission.totalReward,
  };
}

/** Signs the patient app in with a token (no login call) and skips onboarding. */
export async function patientAppAs(page: Page, baseURL: string | undefined, token: string) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [TOKEN_STORAGE_KEY, token],
  );
  await page
    .context()
    .addCookies([{ name: ONBOARDING_HIDDEN_COOKIE, value: '1', url: baseURL ?? '' }]);
}

/** The incomplete entry the patient app continues at the receipt (set once, before it starts). */
export async function draftAtReceipt(
  page: Page,
  patient: Patient,
  submissionId: string,
  purchaseDate = '2025-09-10',
) {
  const draft = {
    profileId: patient.profileId,
    step: 'receipt',
    updatedAt: Date.now(),
    patientId: patient.patientId,
    patientName: 'Ana Díaz',
    sap: patient.sap,
    practiceName: patient.practiceName,
    submissionId,
    purchaseDate,
    supplyLength: 6,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e-draft-set')) {
        window.localStorage.setItem(key as string, value as string);
        window.sessionStorage.setItem('e2e-draft-set', '1');
      }
    },
    [DRAFT_STORAGE_KEY, JSON.stringify(draft)],
  );
}

/** Polls a read until `accept` says yes. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
