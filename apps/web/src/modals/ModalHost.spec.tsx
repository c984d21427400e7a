import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { ModalHost } from './ModalHost';
import { useModals } from './use-modals';

const onCta = jest.fn();

/** A page that opens modals the way any page does: by name, through useModals(). */
function Harness() {
  const { open } = useModals();
  return (
    <>
      <Button onClick={() => open('genericError')}>Fail</Button>
      <Button
        onClick={() =>
          open('genericError', { headline: 'Card declined', body: 'Use another card.' })
        }
      >
        Fail with text
      </Button>
      <Button
        onClick={() =>
          open('generalMessage', {
            headline: 'Promo code saved',
            body: 'Your bonus appears on the confirmation.',
            cta: { label: 'See my rewards', onClick: onCta },
            link: { label: 'Read the terms', to: '/terms-and-conditions' },
          })
        }
      >
        Message
      </Button>
      <Button
        onClick={() => {
          open('submissionHelp');
          open('genericError');
        }}
      >
        Two at once
      </Button>
      <ModalHost />
    </>
  );
}

describe('modal host (a named modal can be opened and closed)', () => {
  it('opens the generic error with the specification’s default texts', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('dialog', { name: 'An unexpected error occurred.' });
    expect(within(dialog).getByText('Please try again later.')).toBeInTheDocument();
  });

  it('shows the texts a caller gives instead of the defaults', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Fail with text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card declined' });
    expect(within(dialog).getByText('Use another card.')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = renderWithProviders(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Fail' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with its own button and with the labelled close control', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('general message: headline, body, call to action and link', async () => {
    const { user, router } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promo code saved' });
    expect(within(dialog).getByText('Your bonus appears on the confirmation.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read the terms' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await user.click(within(dialog).getByRole('button', { name: 'See my rewards' }));
    expect(onCta).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the newest modal on top and uncovers the one beneath when it closes', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Two at once' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'An unexpected error occurred.' }),
      ).getByRole('button', { name: 'OK' }),
    );
    const help = await screen.findByRole('dialog', { name: 'How to submit your purchase' });
    expect(within(help).getAllByRole('listitem')).toHaveLength(4);
  });
});
