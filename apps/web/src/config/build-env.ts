// Settings fixed at build time (vite.config.ts `define`); Jest and other hosts get the defaults.
declare const __LENS_BUILD__: BuildEnv | undefined;

export interface BuildEnv {
  /** Hosts where /login is not offered and / exits to the affiliate (spec 000 §2). */
  readonly productionHosts: readonly string[];
  /** The two promo-code hosts, where the footer has no logout link. */
  readonly promoCodeHosts: readonly string[];
}

const DEFAULTS: BuildEnv = {
  productionHosts: ['lensrewards.example', 'www.lensrewards.example'],
  promoCodeHosts: ['promo.lensrewards.example', 'codes.lensrewards.example'],
};

export const buildEnv: BuildEnv = typeof __LENS_BUILD__ === 'undefined' ? DEFAULTS : __LENS_BUILD__;
