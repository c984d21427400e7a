import {
  type PracticeDetail,
  type PracticeList,
  type PracticeListItem,
  type PracticeFound,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

export type { PracticeDetail, PracticeListItem };

export type PracticeOrigin = { postalCode: string } | { latitude: number; longitude: number };

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
    .get<PracticeFound>(`eye-care-professionals/get-by-sap/${encodeURIComponent(sap)}`)
    .then((result) => result.eyeCareProfessional);
