import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderJourney } from '../../../test-utils/journey';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../config/constants';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'all');
});

/** Playback of the video element, as the browser reports it. */
function playTo(video: HTMLVideoElement, seconds: number, duration = 8) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  fireEvent.timeUpdate(video);
}

const dashboard = () =>
  renderJourney('/dashboard', {
    'GET /api/purchase-submissions/all/me': {
      body: { result: { purchaseSubmissions: [], hasPreferredEcp: false } },
    },
    'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } },
    'POST /api/tracking': { status: 202, body: {} },
  });

describe('video modal', () => {
  it('tracks 0, 10, 25, 50, 75 and 100 percent, each once, with captions in the language', async () => {
    const view = dashboard();
    await view.user.click(await screen.findByRole('button', { name: 'Watch how it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Lens Rewards works' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    const track = video.querySelector('track') as HTMLTrackElement;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(decodeURIComponent(track.src)).toContain(
      '1. Choose the patient and the eye care practice.',
    );

    fireEvent.play(video);
    playTo(video, 1);
    playTo(video, 1.2);
    playTo(video, 4.5);
    playTo(video, 6.5);
    fireEvent.ended(video);
    await waitFor(() => expect(view.called('POST /api/tracking')).toHaveLength(6));
    expect(
      view
        .called('POST /api/tracking')
        .map((c) => (c.body as { data: { percent: number } }).data.percent),
    ).toEqual([0, 10, 25, 50, 75, 100]);
    expect(view.called('POST /api/tracking')[0]?.body).toMatchObject({
      eventName: 'video_progress',
      data: { video: 'howItWorks' },
    });
    await view.user.click(
      within(dialog).getAllByRole('button', { name: 'Close' })[1] as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tracks nothing with essential cookies only', async () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'essential');
    const view = dashboard();
    await view.user.click(await screen.findByRole('button', { name: 'Watch how it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Lens Rewards works' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    fireEvent.play(video);
    playTo(video, 4.5);
    fireEvent.ended(video);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.called('POST /api/tracking')).toEqual([]);
  });
});
