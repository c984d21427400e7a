// @ts-check
// What the web server answers when the API cannot be reached or does not answer in time: the
// API's error shape (the web app translates SERVICE_UNAVAILABLE itself) for calls, and a small
// page for a browser that navigated to an API address, both in the caller's language.
import { languageOf } from '@lens/validation';

const TEXTS = {
  en: {
    title: 'Lens Rewards is unavailable',
    message: 'The service is unavailable right now. Please try again in a few minutes.',
    retry: 'Try again',
  },
  es: {
    title: 'Lens Rewards no está disponible',
    message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    retry: 'Reintentar',
  },
};

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * @param {string | undefined} acceptLanguage
 * @returns {typeof TEXTS.en & { language: 'en' | 'es' }}
 */
export function outageTexts(acceptLanguage) {
  const language = languageOf(acceptLanguage);
  return { ...TEXTS[language], language };
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The answer's content type and body.
 * @param {{ accept?: string, acceptLanguage?: string, method: string, url: string }} request
 */
export function outageAnswer({ accept = '', acceptLanguage, method, url }) {
  const texts = outageTexts(acceptLanguage);
  if (method === 'GET' && accept.includes('text/html')) {
    const body =
      `<!doctype html><html lang="${texts.language}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escapeHtml(texts.title)}</title>` +
      '<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#1d2b36}a{color:#0a6c7d}</style>' +
      `</head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.message)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(texts.retry)}</a></p></main></body></html>`;
    return { type: 'text/html; charset=utf-8', body };
  }
  const body = JSON.stringify({
    errors: [{ name: 'body', code: 'SERVICE_UNAVAILABLE', message: texts.message }],
  });
  return { type: 'application/json; charset=utf-8', body };
}
