import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { type NearMe } from '../modal-registry';
import { ModalHost } from '../ModalHost';
import { useModals } from '../use-modals';

const onAllow = jest.fn<void, [NearMe]>();
const onDecline = jest.fn<void, ['declined' | 'failed']>();

function PracticeSearch() {
  const { open } = useModals();
  return (
    <>
      <Button onClick={() => open('locationServices', { onAllow, onDecline })}>Near me</Button>
      <ModalHost />
    </>
  );
}

/** The browser's geolocation, the boundary the modal talks to. */
function stubGeolocation(outcome: 'granted' | 'denied' | 'absent') {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (outcome === 'granted')
        success({ coords: { latitude: 40.71, longitude: -74.0 } } as GeolocationPosition);
      else failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    },
  );
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: outcome === 'absent' ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  onAllow.mockReset();
  onDecline.mockReset();
});

async function openModal() {
  const view = renderWithProviders(<PracticeSearch />);
  await view.user.click(screen.getByRole('button', { name: 'Near me' }));
  return {
    ...view,
    dialog: await screen.findByRole('dialog', { name: 'Find practices near you' }),
  };
}

describe('location services modal (spec 000 §4)', () => {
  it('allow: searches within 5 miles of the visitor', async () => {
    stubGeolocation('granted');
    const { user, dialog } = await openModal();
    expect(within(dialog).getByText(/within 5 miles/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use my location' }));
    expect(onAllow).toHaveBeenCalledWith({ latitude: 40.71, longitude: -74.0, radius: 5 });
    expect(onDecline).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('decline: manual search', async () => {
    stubGeolocation('granted');
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Search by ZIP code instead' }));
    expect(onDecline).toHaveBeenCalledWith('declined');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['denied', 'absent'] as const)(
    'geolocation %s: the error modal, and the location counts as denied',
    async (outcome) => {
      stubGeolocation(outcome);
      const { user, dialog } = await openModal();
      await user.click(within(dialog).getByRole('button', { name: 'Use my location' }));
      const error = await screen.findByRole('dialog', { name: 'We couldn’t find your location.' });
      expect(within(error).getByText('Please search by ZIP code instead.')).toBeInTheDocument();
      expect(onDecline).toHaveBeenCalledWith('failed');
      expect(onAllow).not.toHaveBeenCalled();
    },
  );
});
