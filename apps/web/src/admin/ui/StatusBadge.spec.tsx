import { render, screen } from '@testing-library/react';
import { SUBMISSION_STATUSES } from '@lens/domain';
import { createStore } from 'jotai';
import { AdminProviders } from '../AdminApp';
import { adminResources, createAdminI18n } from '../i18n/admin-i18n';
import { adminLanguageAtom } from '../session/admin-session';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each(['en', 'es'] as const)(
    'names every entry status in words in %s, never as a key (issue 12 item 5)',
    (language) => {
      const words = adminResources[language].status as Record<string, string>;
      const store = createStore();
      store.set(adminLanguageAtom, language);
      render(
        <AdminProviders store={store} i18n={createAdminI18n(language)} env="test">
          {SUBMISSION_STATUSES.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </AdminProviders>,
      );
      const shown = SUBMISSION_STATUSES.map((status) => {
        const key = status === '' ? 'in_progress' : status.replace(' ', '_');
        return screen.getByText(words[key] as string).textContent;
      });
      expect(shown).toHaveLength(SUBMISSION_STATUSES.length);
      expect(document.body.textContent).not.toMatch(/status\./i);
    },
  );

  it('shows a status it does not know as stored, not as a translation key', () => {
    render(
      <AdminProviders store={createStore()} i18n={createAdminI18n('en')} env="test">
        <StatusBadge status="archived" />
      </AdminProviders>,
    );
    expect(screen.getByText('archived')).toBeInTheDocument();
  });
});
