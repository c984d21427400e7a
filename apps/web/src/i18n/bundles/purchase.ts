import { purchase as en } from '../resources/en/purchase';
import { purchase as es } from '../resources/es/purchase';
import { type NamespaceBundle } from '../namespaces';

export const purchaseBundle: NamespaceBundle<'purchase'> = { ns: 'purchase', en, es };
