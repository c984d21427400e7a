import howItWorks from './media/how-it-works.webm';

/** Playback marks the video modal reports (spec 000 §9), in percent. */
export const VIDEO_MARKS = [0, 10, 25, 50, 75, 100] as const;

/** Programme videos: the file (bundled, so it is served with the app) and its caption timings. */
export const VIDEOS = {
  howItWorks: {
    url: howItWorks,
    captions: [
      { from: '00:00.000', to: '00:02.000', key: 'choose' },
      { from: '00:02.000', to: '00:04.000', key: 'enter' },
      { from: '00:04.000', to: '00:06.000', key: 'receipt' },
      { from: '00:06.000', to: '00:08.000', key: 'card' },
    ],
  },
} as const;

export type VideoName = keyof typeof VIDEOS;

/** The marks playback has passed at `currentTime` of `duration` seconds (all of them once ended). */
export function passedMarks(currentTime: number, duration: number, ended = false): number[] {
  if (ended) return [...VIDEO_MARKS];
  if (!Number.isFinite(duration) || duration <= 0) return [0];
  const percent = (currentTime / duration) * 100;
  return VIDEO_MARKS.filter((mark) => mark <= percent);
}
