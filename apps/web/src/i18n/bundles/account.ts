import { account as en } from '../resources/en/account';
import { account as es } from '../resources/es/account';
import { type NamespaceBundle } from '../namespaces';

export const accountBundle: NamespaceBundle<'account'> = { ns: 'account', en, es };
