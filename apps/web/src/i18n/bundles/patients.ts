import { patients as en } from '../resources/en/patients';
import { patients as es } from '../resources/es/patients';
import { type NamespaceBundle } from '../namespaces';

export const patientsBundle: NamespaceBundle<'patients'> = { ns: 'patients', en, es };
