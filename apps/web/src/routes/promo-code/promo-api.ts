import { type TargetedPracticeFound } from '@lens/validation';
import { type ApiClient } from '../../api/client';
import { fetchPractice } from '../../features/practice-search/practices-api';

/** The promo-code request pages' practice: who it is, where it books, whether it takes part. */
export interface TargetedPractice {
  sap: string;
  displayName: string;
  schedulerUrl: string | null;
  /** Active and affiliated: its promo-code offer is open. */
  eligible: boolean;
}

/**
 * GET eye-care-professionals/get-targeted-sap/{sap} (name and scheduler address) and get-by-sap
 * (status, spec 001 §7); a failed lookup means the practice is not valid (null).
 */
export async function fetchTargetedPractice(
  api: ApiClient,
  sap: string,
): Promise<TargetedPractice | null> {
  try {
    const [targeted, practice] = await Promise.all([
      api.get<TargetedPracticeFound>(
        `eye-care-professionals/get-targeted-sap/${encodeURIComponent(sap)}`,
      ),
      fetchPractice(api, sap),
    ]);
    return {
      sap,
      displayName: targeted.ecp.display_name,
      schedulerUrl: targeted.ecp.url,
      eligible: practice.status === 'active' && practice.affiliated_now,
    };
  } catch (error) {
    console.warn('practice lookup failed', error);
    return null;
  }
}
