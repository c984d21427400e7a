// The API as a spec's shortcut to the step it tests: a fresh patient, a practice near a ZIP code,
// an entry with its supplies. Everything goes through the web server's /api proxy, as the app does.
import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { type Language } from './texts';

export const PASSWORD = 'Lenses-2025';

export interface Patient {
  email: string;
  token: string;
  profileId: string;
  language: Language;
}

async function answer<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: T }).result;
}

/** A call with the patient's session, answering `result`. */
export function apiAs(request: APIRequestContext, patient: Pick<Patient, 'token' | 'language'>) {
  const headers = { 'profile-token': patient.token, 'Accept-Language': patient.language };
  return {
    get: async <T>(path: string, params?: Record<string, string | number>) =>
      answer<T>(await request.get(`/api/${path}`, { headers, params }), `GET ${path}`),
    post: async <T>(path: string, data: unknown) =>
      answer<T>(await request.post(`/api/${path}`, { headers, data }), `POST ${path}`),
  };
}

/** A North American number nobody else in the run uses (area and exchange codes 2-9). */
export const uniquePhone = () =>
  `212${randomInt(200, 999)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** A new profile (registering signs it in: no login, so no login rate limit). */
export async function registerPatient(
  request: APIRequestContext,
  language: Language = 'en',
): Promise<Patient> {
  const email = `e2e-${randomUUID()}@example.com`;
  const { profile } = await answer<{ profile: { id: string; token: string } }>(
    await request.post('/api/profiles', {
      headers: { 'Accept-Language': language },
      data: {
        email,
        password: PASSWORD,
        first_name: 'Ana',
        last_name: 'Díaz',
        birthday: '1990-04-02',
        language,
        phone_number: '',
      },
    }),
    'register',
  );
  return { email, token: profile.token, profileId: profile.id, language };
}

export interface Practice {
  sap: string;
  display_name: string;
  city: string;
  state: string;
  postal_code: string;
}

/** Austin, where the demo seed puts practices; the geolocation the journey shares. */
export const AUSTIN = { postalCode: '78701', latitude: 30.2672, longitude: -97.7431 };

/** The nearest participating practice to the ZIP code (the demo seed's reference data). */
export async function practiceNear(
  request: APIRequestContext,
  postalCode = AUSTIN.postalCode,
): Promise<Practice> {
  const { eyeCareProfessionalList } = await answer<{
    eyeCareProfessionalList: (Practice & { affiliated_now: boolean })[];
  }>(
    await request.get('/api/eye-care-professionals/list/by-radius', {
      params: { radius: 25, eye_care_professional_postal_code: postalCode },
    }),
    'practices',
  );
  const practice = eyeCareProfessionalList.find((p) => p.affiliated_now);
  if (!practice)
    throw new Error(`no participating practice near ${postalCode}: is the demo seed loaded?`);
  return practice;
}

/** The profile's own patient ("Me") at the practice. */
export async function addSelf(request: APIRequestContext, patient: Patient, practice: Practice) {
  const { patient: added } = await apiAs(request, patient).post<{
    patient: { id: string; name: string };
  }>('patients/add', {
    name: 'Ana Díaz',
    relation_to_profile: 'SELF',
    address1: '1200 Congress Ave',
    city: practice.city,
    state: practice.state,
    postal_code: practice.postal_code.slice(0, 5),
    country: 'US',
    sap: practice.sap,
  });
  return added;
}

/** An entry with its purchase date and supplies (two 90-lens boxes of 1DM per eye: 6 months). */
export async function createEntry(
  request: APIRequestContext,
  patient: Patient,
  input: { patientId: string; sap: string; purchaseDate: string; supplies?: boolean },
) {
  const api = apiAs(request, patient);
  const { purchaseSubmissionId } = await api.post<{ purchaseSubmissionId: string }>(
    'purchase-submissions/purchase-date',
    {
      purchase_date: input.purchaseDate,
      patient_id: input.patientId,
    },
  );
  if (input.supplies !== false)
    await api.post('purchase-submissions/submit-supplies', {
      patientId: input.patientId,
      purchase_submission_id: purchaseSubmissionId,
      supplies: {
        brand_r: '1DM',
        lenses_per_box_r: 90,
        boxes_r: 2,
        brand_l: '1DM',
        lenses_per_box_l: 90,
        boxes_l: 2,
        submission_method: 'manual',
        supplyLength: 6,
      },
      sap: input.sap,
    });
  return purchaseSubmissionId;
}

/** The newest text the dev SMS inbox holds for the number: the two-step code in it. */
export async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = await answer<{ messages: { body: string }[] }>(
          await request.get('/api/dev/sms', { params: { phone } }),
          'dev sms inbox',
        );
        code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
        return code;
      },
      { message: `a code texted to ${phone}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

/**
 * The status of the entry with this confirmation code once the server has judged it (anything
 * but pending), or `pending` when nothing judged it within `timeoutMs`.
 */
export async function settledStatus(
  request: APIRequestContext,
  patient: Pick<Patient, 'token' | 'language'>,
  confirmationCode: string,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { purchaseSubmissions } = await apiAs(request, patient).get<{
      purchaseSubmissions: { confirmation_code: string | null; status: string }[];
    }>('purchase-submissions/all/me');
    const status =
      purchaseSubmissions.find((entry) => entry.confirmation_code === confirmationCode)?.status ??
      'missing';
    if (status !== 'pending' || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
