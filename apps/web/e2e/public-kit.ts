// Helpers for the public pages' end-to-end specs (issue 8): the real API for set-up (an admin's
// express entry, a fresh profile, a seeded practice), never the UI under test.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Language } from './fixtures';

/** The demo seed's accounts (apps/api/src/demo-seed.ts). */
export const DEMO_PASSWORD = 'Demo-pass-2025';
export const DEMO_ADMIN = { email: 'admin@lensrewards.example', password: DEMO_PASSWORD };

/** A real 8×8 JPEG (what a phone camera would send, only smaller). */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

/** The city of the demo practices these specs use (MAJOR_CITIES of the seed). */
export const SEED_ZIP = '10001';

export interface SeedPractice {
  sap: string;
  display_name: string;
  preferredActive: boolean;
  affiliated_now: boolean;
  url: string | null;
}

/** Practices near the seed ZIP, nearest first. */
export async function practicesNear(
  request: APIRequestContext,
  radius = 5,
): Promise<SeedPractice[]> {
  const response = await request.get('/api/eye-care-professionals/list/by-radius', {
    params: { radius, eye_care_professional_postal_code: SEED_ZIP },
  });
  expect(response.ok(), `practice search: HTTP ${response.status()}`).toBe(true);
  return ((await response.json()) as { result: { eyeCareProfessionalList: SeedPractice[] } }).result
    .eyeCareProfessionalList;
}

export async function practiceWhere(
  request: APIRequestContext,
  test: (p: SeedPractice) => boolean,
  radius = 25,
) {
  const practice = (await practicesNear(request, radius)).find(test);
  if (!practice) throw new Error('the demo seed has no practice of that kind near the seed ZIP');
  return practice;
}

export async function tokenOf(
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  const response = await request.post('/api/profiles/login', { data: credentials });
  expect(response.ok(), `login of ${credentials.email}: HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { result: { profile: { token: string } } };
  return body.result.profile.token;
}

/** A new adult profile registered through the API (its own e-mail address each time). */
export async function registerProfile(request: APIRequestContext, language: Language = 'en') {
  const email = `e2e-${randomUUID()}@example.com`;
  const password = 'Lentes-e2e-2025';
  const response = await request.post('/api/profiles', {
    data: {
      email,
      password,
      first_name: 'Pat',
      last_name: 'Lens',
      birthday: '1990-04-12',
      language,
    },
  });
  expect(response.status(), `register: ${await response.text()}`).toBe(201);
  return { email, password };
}

/** An express entry as a practice's checkout (or shop) makes it: the admin API of issue 8. */
export async function expressEntry(
  request: APIRequestContext,
  entryType: 'checkout' | 'shop',
  sap: string,
) {
  const token = await tokenOf(request, DEMO_ADMIN);
  const response = await request.post('/admin/api/express-claims', {
    headers: { 'profile-token': token },
    data: {
      sap,
      entry_type: entryType,
      purchase_date: '2025-09-10',
      supplies: {
        brand_l: '1DM',
        brand_r: '1DM',
        lenses_per_box_l: 90,
        lenses_per_box_r: 90,
        boxes_l: 4,
        boxes_r: 4,
        supplyLength: 12,
      },
      // Where the claim link goes (issue 17 item 4): the specs open the link themselves.
      email: `express-${randomUUID()}@example.com`,
    },
  });
  expect(response.status(), `express checkout: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { result: { submissionId: string; claimPath: string } })
    .result;
}

/** Waits for an e-mail to `to` in the dev inbox (the worker writes var/mail), newest first. */
export async function mailTo(request: APIRequestContext, to: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await request.get('/api/dev/mail', { params: { to } });
    expect(response.ok(), `dev inbox: HTTP ${response.status()}`).toBe(true);
    const { messages } = (
      (await response.json()) as {
        result: { messages: { id: string; subject: string; template: string }[] };
      }
    ).result;
    if (messages.length > 0) return messages;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to} in the dev inbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Fills a labelled field inside the main landmark. */
export const field = (page: Page, name: string | RegExp) => page.getByRole('main').getByLabel(name);
