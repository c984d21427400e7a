import { buildEnv } from './build-env';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/** Local development hosts: / goes to /login there (spec 000 §2). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Production hosts: /login sends the browser to /redirect-page instead. */
export function isProductionHost(hostname: string): boolean {
  return buildEnv.productionHosts.includes(hostname.toLowerCase());
}

/** The two promo-code hosts: no logout link in the footer there. */
export function isPromoCodeHost(hostname: string): boolean {
  return buildEnv.promoCodeHosts.includes(hostname.toLowerCase());
}
