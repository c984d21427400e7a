import { type Translation } from '../translation';
import { type en } from '../en';
import { common } from './common';
import { errors } from './errors';
import { modals } from './modals';
import { pages } from './pages';
import { shell } from './shell';

/** Spanish (Latin American, informal tú, like the validation messages). */
export const es: Translation<typeof en> = { common, shell, modals, pages, errors };
