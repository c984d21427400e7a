// @ts-check
// The apis the web server spreads the API's requests over (API_URL, comma-separated): each
// request goes to the next live one in turn. One that refuses or drops a connection is noticed
// and skipped; it is asked for its health every RECHECK_MS and taken back as soon as it answers
// anything (a 503 from an api whose database is down still proves the process is there). While
// every one is down they are all tried, so a whole-fleet restart costs no more than its length.
// A host name (compose's `api` with several replicas) stands for every address it resolves to,
// looked up again every RESOLVE_MS.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export const RECHECK_MS = 1_000;
export const RESOLVE_MS = 5_000;
const PROBE_TIMEOUT_MS = 1_000;

/** Errors that say the api process is not there (as against slow): its upstream is skipped. */
const GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND', 'UND_ERR_SOCKET']);

/**
 * Whether a failed proxy request's error means its api is gone.
 * @param {unknown} error
 */
export function meansGone(error) {
  for (let e = /** @type {any} */ (error); e; e = e.cause) if (GONE.has(e.code)) return true;
  return false;
}

/**
 * Whether the request never reached the api: connecting failed, so it may go to another.
 * @param {unknown} error
 */
export function neverArrived(error) {
  for (let e = /** @type {any} */ (error); e; e = e.cause)
    if (e.code === 'ECONNREFUSED') return true;
  return false;
}

/**
 * @typedef {{
 *   recheckMs?: number,
 *   resolveMs?: number,
 *   probe?: (origin: string) => Promise<boolean>,
 *   resolve?: (host: string) => Promise<string[]>,
 *   log?: (entry: Record<string, unknown>) => void,
 * }} UpstreamOptions
 */

/** Any HTTP answer from the api's health route within a second. @param {string} origin */
async function answers(origin) {
  try {
    await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** @param {string} host */
async function addressesOf(host) {
  const found = await lookup(host, { all: true });
  return found.map(({ address, family }) => (family === 6 ? `[${address}]` : address));
}

export class Upstreams {
  /** @type {string[]} */ #configured;
  /** @type {string[]} */ #origins;
  /** @type {Set<string>} */ #down = new Set();
  /** @type {Map<string, NodeJS.Timeout>} */ #rechecks = new Map();
  /** @type {NodeJS.Timeout | undefined} */ #resolving;
  #turn = 0;
  #recheckMs;
  #probe;
  #resolve;
  #log;

  /**
   * @param {string[]} urls
   * @param {UpstreamOptions} [options]
   */
  constructor(urls, options = {}) {
    this.#configured = urls.map((url) => new URL(url).origin);
    this.#origins = [...this.#configured];
    this.#recheckMs = options.recheckMs ?? RECHECK_MS;
    this.#probe = options.probe ?? answers;
    this.#resolve = options.resolve ?? addressesOf;
    this.#log = options.log ?? (() => undefined);
    const named = this.#configured.some((origin) => {
      const host = new URL(origin).hostname;
      return !isIP(host.replace(/^\[|\]$/g, '')) && host !== 'localhost';
    });
    if (named) {
      void this.refresh();
      this.#resolving = setInterval(() => void this.refresh(), options.resolveMs ?? RESOLVE_MS);
      this.#resolving.unref();
    }
  }

  /** Every upstream, each an origin (`http://host:port`). */
  all() {
    return [...this.#origins];
  }

  /** The upstreams not known to be down. */
  live() {
    return this.#origins.filter((origin) => !this.#down.has(origin));
  }

  /**
   * The origin the next request goes to: the live ones in turn (all, when none is live).
   * @returns {string}
   */
  next() {
    const live = this.live();
    const choices = live.length ? live : this.#origins;
    this.#turn = (this.#turn + 1) % Number.MAX_SAFE_INTEGER;
    return /** @type {string} */ (choices[this.#turn % choices.length]);
  }

  /**
   * A request to `origin` failed as if its api were gone: skip it until it answers again.
   * @param {string} origin
   */
  failed(origin) {
    if (this.#down.has(origin) || !this.#origins.includes(origin)) return;
    this.#down.add(origin);
    this.#log({
      level: 40,
      msg: 'api upstream down; skipping it until it answers',
      upstream: origin,
    });
    const recheck = async () => {
      if (!this.#down.has(origin)) return;
      if (await this.#probe(origin)) {
        this.#down.delete(origin);
        this.#rechecks.delete(origin);
        this.#log({ level: 30, msg: 'api upstream answers again', upstream: origin });
        return;
      }
      if (this.#rechecks.has(origin)) this.#schedule(origin, recheck);
    };
    this.#schedule(origin, recheck);
  }

  /**
   * @param {string} origin
   * @param {() => Promise<void>} recheck
   */
  #schedule(origin, recheck) {
    const timer = setTimeout(() => void recheck(), this.#recheckMs);
    timer.unref();
    this.#rechecks.set(origin, timer);
  }

  /** Looks the named upstreams up again: one upstream per address. */
  async refresh() {
    const origins = [];
    for (const configured of this.#configured) {
      const url = new URL(configured);
      const host = url.hostname;
      if (isIP(host.replace(/^\[|\]$/g, '')) || host === 'localhost') {
        origins.push(configured);
        continue;
      }
      try {
        for (const address of await this.#resolve(host))
          origins.push(`${url.protocol}//${address}${url.port ? `:${url.port}` : ''}`);
      } catch {
        return; // the name server is away: the addresses known so far stay
      }
    }
    const unique = [...new Set(origins)];
    if (unique.length) this.#origins = unique;
  }

  close() {
    for (const timer of this.#rechecks.values()) clearTimeout(timer);
    this.#rechecks.clear();
    clearInterval(this.#resolving);
  }
}
