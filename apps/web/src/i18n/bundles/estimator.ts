import { estimator as en } from '../resources/en/estimator';
import { estimator as es } from '../resources/es/estimator';
import { type NamespaceBundle } from '../namespaces';

export const estimatorBundle: NamespaceBundle<'estimator'> = { ns: 'estimator', en, es };
