import { en } from './en';
import { es } from './es';

export const resources = { en, es } as const;

/** Feature namespaces; `common` is the default. */
export const NAMESPACES = ['common', 'shell', 'modals', 'pages', 'errors'] as const;
