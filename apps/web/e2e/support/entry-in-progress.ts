import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { type DraftStep } from '../../src/features/draft/purchase-draft';
import { keepDraft, signInWith } from './browser-state';
import {
  addSelf,
  createEntry,
  type Patient,
  type Practice,
  practiceNear,
  registerPatient,
} from './journey-api';
import { type Language } from './texts';

export interface EntryInProgress {
  patient: Patient;
  practice: Practice;
  self: { id: string; name: string };
  submissionId?: string;
}

const BOTH_EYES = { brand: '1DM', lensesPerBox: '90', boxes: '2' };

/**
 * A signed-in patient part-way through the purchase flow, set up through the API: a new profile,
 * its own patient at a practice near Austin, and (from `date` on) the entry with its purchase date
 * and (from `receipt` on) its supplies; the browser keeps the incomplete entry at `step`.
 */
export async function entryInProgress(
  fixtures: {
    page: Page;
    context: BrowserContext;
    request: APIRequestContext;
    baseURL: string | undefined;
  },
  options: { step: DraftStep; purchaseDate?: string; language?: Language },
): Promise<EntryInProgress> {
  const { page, context, request, baseURL } = fixtures;
  const purchaseDate = options.purchaseDate ?? '2025-09-10';
  const patient = await registerPatient(request, options.language);
  const practice = await practiceNear(request);
  const self = await addSelf(request, patient, practice);
  const dated =
    options.step === 'method' || options.step === 'supplies' || options.step === 'receipt';
  const submissionId = dated
    ? await createEntry(request, patient, {
        patientId: self.id,
        sap: practice.sap,
        purchaseDate,
        supplies: options.step === 'receipt',
      })
    : undefined;
  await signInWith(page, context, baseURL, patient.token);
  await keepDraft(page, {
    profileId: patient.profileId,
    step: options.step,
    patientId: self.id,
    patientName: self.name,
    sap: practice.sap,
    practiceName: practice.display_name,
    ...(dated ? { submissionId, purchaseDate } : {}),
    ...(options.step === 'receipt'
      ? {
          supplyLength: 6,
          supplies: { right: BOTH_EYES, left: BOTH_EYES, method: 'manual' as const },
        }
      : {}),
  });
  return { patient, practice, self, submissionId };
}
