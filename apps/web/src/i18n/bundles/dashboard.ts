import { dashboard as en } from '../resources/en/dashboard';
import { dashboard as es } from '../resources/es/dashboard';
import { type NamespaceBundle } from '../namespaces';

export const dashboardBundle: NamespaceBundle<'dashboard'> = { ns: 'dashboard', en, es };
