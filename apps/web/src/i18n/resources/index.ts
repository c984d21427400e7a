import { en } from './en';
import { es } from './es';

/**
 * Both languages' shell texts at once, for tests (the app loads one language's at a time:
 * src/i18n/shell-texts.ts).
 */
export const resources = { en, es } as const;
