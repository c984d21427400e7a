import { type Phase } from '@lens/domain';
import { type pages } from '../i18n/resources/en/pages';

/** The named page groups pages load in (spec 001 §2); each is one chunk of the build. */
export const PAGE_GROUPS = [
  'patient',
  'express-rewards-checkout-shop',
  'profile',
  'terms-and-conditions',
  'lifecycle',
  'promo-code',
  'maint',
  'game',
  'viral',
  'faq',
  'escalation-thanks',
  'purchase-info',
  'checkout-shop-info',
  'escalate',
] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

/** A page's name: its body class (`page-<name>`) and its title key in the `pages` namespace. */
export type PageName = Exclude<keyof typeof pages, 'placeholder'>;

export type FooterDisclaimer = 'card' | 'estimate';

/** What the guard, the shell and the body classes know about a route (its `handle`). */
export interface RouteMeta {
  page: PageName;
  group: PageGroup | null;
  /** Reachable without signing in. */
  public: boolean;
  /** Phases the route works in; 'any' for every phase. */
  phases: 'any' | readonly Phase[];
  /** Registered during maintenance. */
  maintenance: boolean;
  /** Reachable in every phase and in maintenance, whatever else is set (FAQ, terms). */
  always?: boolean;
  /** On a production host this route sends the browser here instead (/login). */
  productionRedirect?: string;
  /** The previous-page link (spec 000 §2). */
  previous?: string;
  /** Extra classes on the body while the page shows. */
  styleClasses?: readonly string[];
  /** Footer disclaimers this page adds to the general ones. */
  disclaimers?: readonly FooterDisclaimer[];
  /** Header logo (only the rapid-rewards info and confirm pages). */
  logo?: boolean;
  /** Hide the footer's language toggle (escalate pages). */
  noLanguageToggle?: boolean;
  /** Hide the floating Questions button (FAQ). */
  noQuestions?: boolean;
  /** The Questions modal offers the rewards chat here. */
  rewardsChat?: boolean;
}

export const isRouteMeta = (handle: unknown): handle is RouteMeta =>
  typeof handle === 'object' && handle !== null && 'page' in handle && 'public' in handle;
