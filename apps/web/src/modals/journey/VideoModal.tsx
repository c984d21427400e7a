import { AspectRatio, Button, Group, Stack } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useTrack } from '../../features/tracking/track';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { passedMarks, VIDEOS } from './video-tracking';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** WebVTT captions from the language's resources, as a data address the track element reads. */
const captionsUrl = (cues: readonly { from: string; to: string; text: string }[]) =>
  `data:text/vtt;charset=utf-8,${encodeURIComponent(
    `WEBVTT\n\n${cues.map((cue) => `${cue.from} --> ${cue.to}\n${cue.text}`).join('\n\n')}\n`,
  )}`;

/**
 * Video (spec 000 §2): plays a programme video with captions in the current language and tracks
 * playback at 0, 10, 25, 50, 75 and 100 percent (each mark once per opening).
 */
export function VideoModal({ props, close }: ModalComponentProps<'video'>) {
  const { t, i18n } = useJourneyTranslation(['dashboard', 'common']);
  const track = useTrack();
  const video = VIDEOS[props.video];
  const reached = useRef(new Set<number>());
  const captions = useMemo(
    () =>
      captionsUrl(video.captions.map((cue) => ({ ...cue, text: t(`video.captions.${cue.key}`) }))),
    [video, t],
  );

  const progress = (element: HTMLVideoElement, ended = false) => {
    for (const mark of passedMarks(element.currentTime, element.duration, ended)) {
      if (reached.current.has(mark)) continue;
      reached.current.add(mark);
      void track('video_progress', { video: props.video, percent: mark });
    }
  };

  return (
    <AppModal title={t(`video.${props.video}`)} onClose={close} size="xl">
      <Stack gap="md">
        <AspectRatio ratio={16 / 9}>
          <video
            controls
            preload="metadata"
            src={video.url}
            onPlay={(event) => progress(event.currentTarget)}
            onTimeUpdate={(event) => progress(event.currentTarget)}
            onEnded={(event) => progress(event.currentTarget, true)}
            aria-label={t(`video.${props.video}`)}
          >
            <track
              kind="captions"
              src={captions}
              srcLang={i18n.language}
              label={t('video.captionsLabel')}
              default
            />
          </video>
        </AspectRatio>
        <Group justify="flex-end">
          <Button onClick={close}>{t('common:close')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
