import { phases as en } from '../resources/en/phases';
import { phases as es } from '../resources/es/phases';
import { type NamespaceBundle } from '../namespaces';

export const phasesBundle: NamespaceBundle<'phases'> = { ns: 'phases', en, es };
