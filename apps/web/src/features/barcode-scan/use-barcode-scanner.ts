import { type RefObject, useEffect, useRef, useState } from 'react';
import { skuFromBarcode } from './sku-from-barcode';

export type CameraProblem = 'camera_denied' | 'no_camera' | 'camera_failed';

export type ScannerState =
  | { status: 'starting' }
  | { status: 'scanning' }
  | { status: 'found'; sku: string }
  | { status: 'problem'; problem: CameraProblem };

const SCAN_EVERY_MS = 250;

function problemOf(error: unknown): CameraProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'camera_denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_camera';
  return 'camera_failed';
}

/**
 * The back camera into `video`, read by the barcode decoder four times a second until a box's
 * SKU shows up. `round` restarts it (scan again); everything stops when the component goes.
 */
export function useBarcodeScanner(
  video: RefObject<HTMLVideoElement | null>,
  round: number,
): ScannerState {
  const [state, setState] = useState<ScannerState>({ status: 'starting' });
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'starting' });

    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia)
          throw Object.assign(new Error('no camera API'), { name: 'NotFoundError' });
        const [{ createDetector }, media] = await Promise.all([
          import('./load-detector'),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
        ]);
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream.current = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play().catch(() => undefined);
        const detector = createDetector();
        setState({ status: 'scanning' });
        const scan = async () => {
          if (stopped) return;
          if (element.readyState >= 2) {
            const codes = await detector.detect(element).catch(() => []);
            const sku = codes.map((code) => skuFromBarcode(code.rawValue)).find(Boolean);
            if (sku && !stopped) {
              setState({ status: 'found', sku });
              return;
            }
          }
          timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped) setState({ status: 'problem', problem: problemOf(error) });
      }
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, [video, round]);

  // A found box needs no camera any more.
  useEffect(() => {
    if (state.status !== 'found' && state.status !== 'problem') return;
    stream.current?.getTracks().forEach((track) => track.stop());
  }, [state.status]);

  return state;
}
