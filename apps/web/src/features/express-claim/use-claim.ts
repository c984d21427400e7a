import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { apiClientAtom } from '../../api/api.state';
import { useLoad } from '../api/use-load';
import { type ClaimView, fetchClaim } from './express-api';

/** The claim of the link, loaded once and replaced by each answer of a step. */
export function useClaim(submissionId: string) {
  const api = useAtomValue(apiClientAtom);
  const load = useLoad(() => fetchClaim(api, submissionId), submissionId);
  const [claim, setClaim] = useState<ClaimView | null>(null);
  useEffect(() => {
    if (load.status === 'ready') setClaim(load.data);
  }, [load.status, load.data]);
  return {
    status: load.status,
    claim: claim ?? (load.status === 'ready' ? load.data : null),
    setClaim,
  };
}
