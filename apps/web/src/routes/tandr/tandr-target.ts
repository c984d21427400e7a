import { buildEnv } from '../../config/build-env';

/** Hosts a tracked link may lead to besides this site: the programme's own hosts. */
export const TANDR_HOSTS: readonly string[] = [
  ...buildEnv.productionHosts,
  ...buildEnv.promoCodeHosts,
];

/**
 * Where `/tandr?r=` may send the browser: a path on this site, or an http(s) address on this
 * host or one of the programme's hosts. Anything else (other sites, `javascript:`, `//evil`,
 * back-slash tricks) is refused, so the page is no open redirect.
 */
export function allowedTarget(
  raw: string | null,
  here: { origin: string; hostname: string },
  hosts: readonly string[] = TANDR_HOSTS,
): string | null {
  const target = raw?.trim();
  if (!target) return null;
  if (target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')) {
    const url = new URL(target, here.origin);
    return url.origin === here.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  return host === here.hostname.toLowerCase() || hosts.includes(host) ? url.href : null;
}
