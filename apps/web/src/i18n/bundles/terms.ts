import { terms as en } from '../resources/en/terms';
import { terms as es } from '../resources/es/terms';
import { type NamespaceBundle } from '../namespaces';

export const termsBundle: NamespaceBundle<'terms'> = { ns: 'terms', en, es };
