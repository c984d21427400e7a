import { z } from 'zod';

/** proxy-addr's names for address ranges, as Express and Fastify accept them. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** Whose `X-Forwarded-For` a server believes: nobody, a number of hops, or these addresses. */
export type TrustProxy = false | number | string[];

const address = z.union([z.enum(NAMED_RANGES), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * `TRUST_PROXY`, read by the API and the web server alike: `false` (or empty), a hop count
 * (`1`), or comma-separated addresses, CIDR ranges and named ranges (`loopback, 10.0.0.0/8`).
 * `true` (trust anyone) is refused: any client could then choose its own address.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      if (!address.safeParse(entry).success) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not a hop count, an address, a CIDR range or one of ${NAMED_RANGES.join(', ')}`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });
