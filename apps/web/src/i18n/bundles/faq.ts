import { faq as en } from '../resources/en/faq';
import { faq as es } from '../resources/es/faq';
import { type NamespaceBundle } from '../namespaces';

export const faqBundle: NamespaceBundle<'faq'> = { ns: 'faq', en, es };
