import { isProductCode, isSupplyMonths, type ProductCode, type SupplyMonths } from '@lens/domain';
import { type EstimateResult } from '@lens/validation';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

/** The practice an estimate is for, as the search showed it (spec 000 §9: ecpInfo kept). */
export interface EstimatorPractice {
  sap: string;
  display_name: string;
  city: string;
  state: string;
  preferredActive: boolean;
}

/**
 * Who the estimate is for: someone new to contact lenses, a current wearer, or (signed in) one
 * of the profile's own patients, whose history the server knows.
 */
export type EstimatorPatient = 'new' | 'current' | 'mine';

/** The profile's patient an estimate is for (spec 000 §3 estimator state: patientId, name). */
export interface EstimatorOwnPatient {
  id: string;
  name: string;
}

/** `GET rewards/estimate` (spec 000 §3 "Reward estimate result"). */
/** `GET rewards/estimate` (`estimateResultSchema`). */
export type { EstimateResult };

export interface EstimatorState {
  ecp: EstimatorPractice | null;
  patient: EstimatorPatient | null;
  /** Set when `patient` is 'mine'. */
  ownPatient: EstimatorOwnPatient | null;
  brand: ProductCode | null;
  amount: SupplyMonths | null;
  rewards: EstimateResult | null;
}

export const EMPTY_ESTIMATOR: EstimatorState = {
  ecp: null,
  patient: null,
  ownPatient: null,
  brand: null,
  amount: null,
  rewards: null,
};

export const ESTIMATOR_STORAGE_KEY = 'lensRewards.estimator';

/** A stored state from an older build or another tab's hand: anything unknown is dropped. */
export function sanitiseEstimator(raw: unknown): EstimatorState {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<
    Record<keyof EstimatorState, unknown>
  >;
  const ecp = value.ecp as EstimatorPractice | null | undefined;
  const rewards = value.rewards as EstimateResult | null | undefined;
  const own = value.ownPatient as EstimatorOwnPatient | null | undefined;
  const ownPatient =
    own && typeof own.id === 'string' && typeof own.name === 'string'
      ? { id: own.id, name: own.name }
      : null;
  const patient =
    value.patient === 'new' ||
    value.patient === 'current' ||
    (value.patient === 'mine' && ownPatient)
      ? (value.patient as EstimatorPatient)
      : null;
  return {
    ecp: ecp && typeof ecp.sap === 'string' && typeof ecp.display_name === 'string' ? ecp : null,
    patient,
    ownPatient: patient === 'mine' ? ownPatient : null,
    brand: isProductCode(value.brand) ? value.brand : null,
    amount: isSupplyMonths(value.amount) ? value.amount : null,
    rewards:
      rewards && typeof rewards.awardAmount === 'number' && typeof rewards.bonusAmount === 'number'
        ? rewards
        : null,
  };
}

function readStored(): EstimatorState {
  try {
    const text = window.sessionStorage.getItem(ESTIMATOR_STORAGE_KEY);
    return text ? sanitiseEstimator(JSON.parse(text)) : EMPTY_ESTIMATOR;
  } catch {
    return EMPTY_ESTIMATOR; // storage blocked (an iframe, private mode) or not JSON
  }
}

function writeStored(state: EstimatorState): void {
  try {
    window.sessionStorage.setItem(ESTIMATOR_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // as above: the estimate then lives in memory only
  }
}

// Kept for the tab's life (each store reads it when first used), so the results survive a
// reload and the round trip through the practice search.
const valueAtom = atomWithLazy<EstimatorState>(readStored);
const storedAtom = atom(
  (get) => get(valueAtom),
  (_get, set, state: EstimatorState) => {
    set(valueAtom, state);
    writeStored(state);
  },
);

export const estimatorAtom = atom((get) => get(storedAtom));

/** Choosing (or forgetting) the practice: a different preferred status changes the estimate. */
export const choosePracticeAtom = atom(null, (get, set, ecp: EstimatorPractice | null) => {
  set(storedAtom, { ...get(storedAtom), ecp, rewards: null });
});

/** Changing the patient resets brand, amount and result (spec 000 §4). */
export const choosePatientAtom = atom(
  null,
  (get, set, choice: Exclude<EstimatorPatient, 'mine'> | EstimatorOwnPatient) => {
    const patient = typeof choice === 'string' ? choice : 'mine';
    const ownPatient = typeof choice === 'string' ? null : choice;
    const current = get(storedAtom);
    if (current.patient === patient && current.ownPatient?.id === ownPatient?.id) return;
    set(storedAtom, { ...current, patient, ownPatient, brand: null, amount: null, rewards: null });
  },
);

/** Changing the brand resets amount and result (spec 000 §4). */
export const chooseBrandAtom = atom(null, (get, set, brand: ProductCode | null) => {
  if (get(storedAtom).brand === brand) return;
  set(storedAtom, { ...get(storedAtom), brand, amount: null, rewards: null });
});

/** Picking an amount clears the result until the new estimate arrives. */
export const chooseAmountAtom = atom(null, (get, set, amount: SupplyMonths) => {
  set(storedAtom, { ...get(storedAtom), amount, rewards: null });
});

export const setRewardsAtom = atom(null, (get, set, rewards: EstimateResult | null) => {
  set(storedAtom, { ...get(storedAtom), rewards });
});

export const resetEstimatorAtom = atom(null, (_get, set) => set(storedAtom, EMPTY_ESTIMATOR));
