// Words used across the app.
export const common = {
  appName: 'Lens Rewards',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  continue: 'Continue',
  ok: 'OK',
  back: 'Back',
  loading: 'Loading…',
  retry: 'Try again',
  goHome: 'Go to the home page',
  opensInNewWindow: '(opens in a new window)',
  languageName: { en: 'English', es: 'Spanish' },
} as const;
