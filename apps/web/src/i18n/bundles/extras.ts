import { extras as en } from '../resources/en/extras';
import { extras as es } from '../resources/es/extras';
import { type NamespaceBundle } from '../namespaces';

export const extrasBundle: NamespaceBundle<'extras'> = { ns: 'extras', en, es };
