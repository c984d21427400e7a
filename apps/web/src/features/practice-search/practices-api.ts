import { type PracticePrograms } from '@lens/domain';
import { type ApiClient } from '../../api/client';

/** One practice of a search list (spec 000 §3 ECP). */
export interface PracticeListItem {
  sap: string;
  display_name: string;
  account_name: string;
  address1: string;
  address2: string;
  address3: string;
  city: string;
  state: string;
  postal_code: string;
  /** Miles from the search origin (radius searches). */
  distance: number | null;
  programs: PracticePrograms;
  preferredActive: boolean;
  isLenscrafters: boolean;
  url: string | null;
  affiliated_now: boolean;
}

/** A practice looked up by sap: the list fields plus its status. */
export interface PracticeDetail extends PracticeListItem {
  status: 'active' | 'inactive';
}

export type PracticeOrigin = { postalCode: string } | { latitude: number; longitude: number };

interface PracticeList {
  eyeCareProfessionalList: PracticeListItem[];
}

/** GET eye-care-professionals/list/by-radius: near a ZIP code or a location. */
export function searchByRadius(api: ApiClient, origin: PracticeOrigin, radius: number) {
  const query =
    'postalCode' in origin
      ? { radius, eye_care_professional_postal_code: origin.postalCode }
      : { radius, latitude: origin.latitude, longitude: origin.longitude };
  return api
    .get<PracticeList>('eye-care-professionals/list/by-radius', { query })
    .then((result) => result.eyeCareProfessionalList);
}

/** GET eye-care-professionals/get-by-sap/{sap}; a failed lookup means the practice is not valid. */
export const fetchPractice = (api: ApiClient, sap: string) =>
  api
    .get<{ eyeCareProfessional: PracticeDetail }>(
      `eye-care-professionals/get-by-sap/${encodeURIComponent(sap)}`,
    )
    .then((result) => result.eyeCareProfessional);
