import { type ReceiptReadingView } from '@lens/validation';
import { useEffect, useState } from 'react';
import { useApi } from '../api/use-api';
import { getReceiptReading } from './receipt-reading-api';

/** How often, and how long, the page asks whether the receipt has been read. */
const POLL_MS = 1_500;
const GIVE_UP_MS = 60_000;

export type ReadingState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'done'; reading: ReceiptReadingView }
  /** Not read in time, or not reachable: the entry goes on as before, nothing is said. */
  | { kind: 'unknown' };

/** The reading of the entry's receipt, asked for again while it is pending (a minute at most). */
export function useReceiptReading(submissionId: string, receiptUrl: string | undefined) {
  const api = useApi();
  const [state, setState] = useState<ReadingState>({ kind: 'idle' });
  useEffect(() => {
    if (!receiptUrl) {
      setState({ kind: 'idle' });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    setState({ kind: 'reading' });
    const ask = async () => {
      const reading = await getReceiptReading(api, submissionId).catch(() => null);
      if (stopped) return;
      if (reading && reading.status !== 'pending') setState({ kind: 'done', reading });
      else if (Date.now() - started > GIVE_UP_MS) setState({ kind: 'unknown' });
      else timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, submissionId, receiptUrl]);
  return state;
}
