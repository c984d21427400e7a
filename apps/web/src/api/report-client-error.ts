import { type ApiClient } from './client';

const MAX_STACK = 20_000;

/** A stack (or description) of anything thrown, within the API's 20 000-character limit. */
export function describeError(error: unknown, context?: string): string {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
      : typeof error === 'string'
        ? error
        : (JSON.stringify(error) ?? String(error));
  return (context ? `[${context}] ${text}` : text).slice(0, MAX_STACK);
}

/** `POST /api/client-error` (spec 000 §7); a report that fails is only logged. */
export async function reportClientError(
  api: ApiClient,
  error: unknown,
  context?: string,
): Promise<void> {
  try {
    await api.post(
      '/api/client-error',
      { stack: describeError(error, context) },
      { background: true },
    );
  } catch (failure) {
    console.warn('client error report failed', failure);
  }
}
