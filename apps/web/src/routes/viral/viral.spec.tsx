import { within } from '@testing-library/react';
import { tokenExpiringIn } from '../../../test-utils/fixtures';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { ok, stubApi } from '../../testing/stub-api';

const session = {
  token: tokenExpiringIn(3600),
  profile: { id: 'p-1', first_name: 'Ana', email: 'ana@example.com' },
};

beforeEach(freshBrowser);

describe('/viral', () => {
  it('invites up to three friends and thanks the sender', async () => {
    const { api, called } = stubApi({
      'POST /api/referrals': () => ok({ referralId: 'r-1', invited: 2 }),
    });
    const { user } = renderApp('/viral', { api, session });
    await heading('Tell a friend');
    const add = main().getByRole('button', { name: 'Add another friend' });
    await user.click(add);
    await user.click(add);
    expect(main().queryByRole('button', { name: 'Add another friend' })).not.toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Remove friend 3' }));

    const first = within(main().getByRole('group', { name: 'Friend 1' }));
    const second = within(main().getByRole('group', { name: 'Friend 2' }));
    await user.type(first.getByRole('textbox', { name: 'Friend’s first name' }), 'Bo');
    await user.type(
      first.getByRole('textbox', { name: 'Friend’s e-mail address' }),
      'bo@example.com',
    );
    await user.type(second.getByRole('textbox', { name: 'Friend’s first name' }), 'Cy');
    await user.click(main().getByRole('button', { name: 'Send invitations' }));
    expect(
      second.getByRole('textbox', { name: 'Friend’s e-mail address' }),
    ).toHaveAccessibleDescription('Enter an e-mail address for this name.');
    expect(main().getByRole('checkbox')).toHaveAccessibleDescription(
      'Please check the box to confirm.',
    );

    await user.type(
      second.getByRole('textbox', { name: 'Friend’s e-mail address' }),
      'cy@example.com',
    );
    await user.click(main().getByRole('checkbox'));
    await user.click(main().getByRole('button', { name: 'Send invitations' }));
    await heading('Thanks for spreading the word');
    expect(main().getByText(/sent invitations to 2 friends/)).toBeInTheDocument();
    expect(called('POST', '/api/referrals')[0]?.body).toEqual({
      to_name1: 'Bo',
      to_email1: 'bo@example.com',
      to_name2: 'Cy',
      to_email2: 'cy@example.com',
      taf_confirm: true,
    });
  });

  it('refuses the sender’s own address (REFERRED_SELF) and the same friend twice (DUPLICATE)', async () => {
    const { api, called } = stubApi({});
    const { user } = renderApp('/viral', { api, session, language: 'es' });
    await heading('Recomienda a un amigo');
    await user.click(main().getByRole('button', { name: 'Agregar otro amigo' }));
    const first = within(main().getByRole('group', { name: 'Amigo 1' }));
    const second = within(main().getByRole('group', { name: 'Amigo 2' }));
    await user.type(first.getByRole('textbox', { name: 'Nombre de tu amigo' }), 'Yo');
    await user.type(
      first.getByRole('textbox', { name: 'Correo electrónico de tu amigo' }),
      'ANA@example.com',
    );
    await user.type(second.getByRole('textbox', { name: 'Nombre de tu amigo' }), 'Yo');
    await user.type(
      second.getByRole('textbox', { name: 'Correo electrónico de tu amigo' }),
      'ana@example.com',
    );
    await user.click(main().getByRole('checkbox'));
    await user.click(main().getByRole('button', { name: 'Enviar invitaciones' }));
    expect(
      first.getByRole('textbox', { name: 'Correo electrónico de tu amigo' }),
    ).toHaveAccessibleDescription('No puedes recomendarte a ti mismo.');
    expect(
      second.getByRole('textbox', { name: 'Correo electrónico de tu amigo' }),
    ).toHaveAccessibleDescription(/./);
    expect(called('POST', '/api/referrals')).toHaveLength(0);
  });

  it('shows a friend already invited by someone else, as the server says', async () => {
    const { api } = stubApi({
      'POST /api/referrals': () => ({
        status: 400,
        body: {
          errors: [
            {
              name: 'to_email1',
              code: 'DUPLICATE',
              message: 'This friend has already been invited.',
            },
          ],
        },
      }),
    });
    const { user } = renderApp('/viral', { api, session });
    await heading('Tell a friend');
    await user.type(main().getByRole('textbox', { name: 'Friend’s first name' }), 'Bo');
    await user.type(
      main().getByRole('textbox', { name: 'Friend’s e-mail address' }),
      'bo@example.com',
    );
    await user.click(main().getByRole('checkbox'));
    await user.click(main().getByRole('button', { name: 'Send invitations' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'This friend has already been invited.',
    );
    expect(
      main().getByRole('textbox', { name: 'Friend’s e-mail address' }),
    ).toHaveAccessibleDescription('This friend has already been invited.');
  });

  it('has a no-thanks page', async () => {
    const { user } = renderApp('/viral', { session });
    await heading('Tell a friend');
    await user.click(main().getByRole('link', { name: 'No thanks' }));
    await heading('Maybe next time');
    expect(main().getByRole('link', { name: 'Back to my rewards' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
