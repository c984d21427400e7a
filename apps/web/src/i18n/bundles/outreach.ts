import { outreach as en } from '../resources/en/outreach';
import { outreach as es } from '../resources/es/outreach';
import { type NamespaceBundle } from '../namespaces';

export const outreachBundle: NamespaceBundle<'outreach'> = { ns: 'outreach', en, es };
