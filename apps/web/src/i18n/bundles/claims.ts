import { claims as en } from '../resources/en/claims';
import { claims as es } from '../resources/es/claims';
import { type NamespaceBundle } from '../namespaces';

export const claimsBundle: NamespaceBundle<'claims'> = { ns: 'claims', en, es };
