// Failure screens of the app itself (API messages arrive already translated).
export const errors = {
  chunk: {
    title: 'This page didn’t load',
    body: 'Check your internet connection, then try again.',
    styles: 'The page’s styles didn’t load.',
  },
  page: {
    title: 'Something went wrong',
    body: 'Sorry, an unexpected error stopped this page. Our team has been told about it.',
  },
  start: {
    title: 'We can’t reach Lens Rewards right now',
    body: 'Please check your connection and try again in a moment.',
  },
  network: 'We couldn’t reach the server. Check your connection and try again.',
  serviceUnavailable: 'Lens Rewards is unavailable right now. Please try again in a few minutes.',
} as const;
