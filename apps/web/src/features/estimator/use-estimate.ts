import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { apiClientAtom } from '../../api/api.state';
import { isApiFailure } from '../../api/api-failure';
import { ESTIMATOR_DEBOUNCE_MS } from '../../config/constants';
import { fetchEstimate } from './estimator-api';
import { estimatorAtom, setRewardsAtom } from './estimator.state';

export type EstimateStatus = 'idle' | 'estimating' | 'ready' | 'failed' | 'notOffered';

/**
 * Asks for the estimate 100 ms after an amount is picked (spec 000 §4, §9), again whenever the
 * brand, amount or practice changes; an answer for an older choice is dropped. Failures are only
 * logged (spec 000 §8) and shown as a retryable message.
 */
export function useEstimate(): { status: EstimateStatus; retry: () => void } {
  const api = useAtomValue(apiClientAtom);
  const { brand, amount, ecp, rewards, ownPatient, patient } = useAtomValue(estimatorAtom);
  const setRewards = useSetAtom(setRewardsAtom);
  const [status, setStatus] = useState<EstimateStatus>(rewards ? 'ready' : 'idle');
  const [round, setRound] = useState(0);
  const sap = ecp?.sap;
  const patientId = ownPatient?.id;
  // "Someone new" or "someone who already wears lenses": the server answers `newWearer` from it.
  const patientType =
    patient === 'new' ? 'new_acuvue' : patient === 'current' ? 'current_wearer' : undefined;
  const known = rewards !== null;

  useEffect(() => {
    if (!brand || !amount) {
      setStatus('idle');
      return;
    }
    if (known && round === 0) {
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    setStatus('estimating');
    const timer = setTimeout(() => {
      fetchEstimate(
        api,
        {
          brand,
          monthly_amount: amount,
          ...(sap ? { sap } : {}),
          ...(patientId ? { patientId } : {}),
          ...(patientType ? { patient_type: patientType } : {}),
        },
        controller.signal,
      ).then(
        (result) => {
          setRewards(result);
          setStatus('ready');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('estimate failed', error);
          setStatus(
            isApiFailure(error) &&
              (error.code === 'PRODUCT_NOT_AVAILABLE' || error.code === 'SUPPLY_NOT_SOLD')
              ? 'notOffered'
              : 'failed',
          );
        },
      );
    }, ESTIMATOR_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `known` only decides whether a stored result can be shown as it is on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, brand, amount, sap, patientId, patientType, round, setRewards]);

  return { status, retry: () => setRound((n) => n + 1) };
}
