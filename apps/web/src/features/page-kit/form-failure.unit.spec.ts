import { message } from '@lens/validation';
import { resources } from '../../i18n/resources';

// useFormFailure says a failure without a message of its own in the generic error modal's words
// (texts the shell already has), instead of loading libs/validation's message tables with the
// page (DESIGN §12): both must keep saying the same thing.
describe('the generic failure a form shows', () => {
  it.each(['en', 'es'] as const)('reads as libs/validation’s GENERIC message in %s', (language) => {
    expect(resources[language].modals.genericError.headline).toBe(message('GENERIC', language));
  });
});
