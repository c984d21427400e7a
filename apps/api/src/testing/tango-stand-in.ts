import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TangoOrder } from '../worker/cards/tango-card-provider';
import { basicCredentials, startStandInServer } from './stand-in-server';

/** How the stand-in answers the next orders placed. Default: accepted, PENDING. */
export type TangoBehaviour = 'accept' | 'insufficient-funds' | 'fail' | 'server-error' | 'hang';

export interface PlacedTangoOrder extends TangoOrder {
  externalRefID: string;
  amount: number;
  utid: string;
  accountIdentifier: string;
  customerIdentifier: string;
  recipient: Record<string, unknown>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * A local stand-in for Tango Card's RaaS orders API (`POST /raas/v2/orders`, `GET
 * /raas/v2/orders?externalRefID=`, `GET /raas/v2/orders/{referenceOrderID}`; JSON, Basic auth with
 * the platform name and key), answering in its shapes: a boundary we do not own, so the tests talk
 * to this instead of tangocard.com. An order stays PENDING until the test issues and ships it.
 */
export async function startTangoStandIn(credentials: { user: string; password: string }) {
  const orders: PlacedTangoOrder[] = [];
  const requests: { method: string; path: string }[] = [];
  const behaviours: TangoBehaviour[] = [];
  let clock = 0;

  const answer = (response: ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const error = (response: ServerResponse, status: number, message: string) =>
    answer(response, status, {
      timestamp: new Date().toISOString(),
      requestId: hex(8),
      httpCode: status,
      message,
      errors: [],
    });
  const byRef = (ref: string) =>
    orders
      .filter((o) => o.externalRefID === ref)
      .sort((a, b) => b.createdAt!.localeCompare(a.createdAt!));

  const place = (response: ServerResponse, body: Record<string, unknown>) => {
    for (const field of ['accountIdentifier', 'customerIdentifier', 'utid', 'amount'])
      if (body[field] === undefined || body[field] === '')
        return error(response, 400, `${field} is required`);
    const ref = String(body['externalRefID'] ?? '');
    if (ref && byRef(ref).some((o) => o.status !== 'FAILED' && o.status !== 'CANCELLED'))
      return error(response, 409, `An order with externalRefID ${ref} already exists`);
    const behaviour = behaviours.shift() ?? 'accept';
    if (behaviour === 'hang') return server.hold(response);
    if (behaviour === 'server-error') return error(response, 500, 'Internal Server Error');
    if (behaviour === 'insufficient-funds')
      return error(response, 400, 'Insufficient funds in account');
    const order: PlacedTangoOrder = {
      referenceOrderID: `RA${hex(6)}`,
      externalRefID: ref,
      status: behaviour === 'fail' ? 'FAILED' : 'PENDING',
      failureReason: behaviour === 'fail' ? 'Recipient address could not be verified' : null,
      // Strictly increasing, so "newest first" is well defined within one millisecond.
      createdAt: new Date(Date.UTC(2025, 0, 1) + clock++ * 1000).toISOString(),
      amount: Number(body['amount']),
      utid: String(body['utid']),
      accountIdentifier: String(body['accountIdentifier']),
      customerIdentifier: String(body['customerIdentifier']),
      recipient: (body['recipient'] ?? {}) as Record<string, unknown>,
      reward: null,
      delivery: null,
    };
    orders.push(order);
    return answer(response, 201, order);
  };

  const handle = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({ method: request.method ?? '', path: url.pathname });
    const [user, password] = basicCredentials(request);
    if (user !== credentials.user || password !== credentials.password)
      return error(response, 401, 'Unauthorized');
    if (url.pathname === '/raas/v2/orders' && request.method === 'POST') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return error(response, 400, 'Malformed JSON');
      }
      return place(response, body);
    }
    if (url.pathname === '/raas/v2/orders' && request.method === 'GET') {
      const ref = url.searchParams.get('externalRefID');
      const found = ref === null ? orders : byRef(ref);
      return answer(response, 200, {
        page: {
          number: 0,
          elementsPerPage: 10,
          resultCount: found.length,
          totalCount: found.length,
        },
        orders: found,
      });
    }
    const one = /^\/raas\/v2\/orders\/([A-Z0-9-]+)$/.exec(url.pathname);
    const order = one && orders.find((o) => o.referenceOrderID === one[1]);
    if (order && request.method === 'GET') return answer(response, 200, order);
    return error(response, 404, 'Not Found');
  };

  /** The standing order of one of our order ids (the test's view of the provider). */
  const standing = (ref: string) => {
    const order = byRef(ref).find((o) => o.status !== 'FAILED' && o.status !== 'CANCELLED');
    if (!order) throw new Error(`no standing order ${ref} at the stand-in`);
    return order;
  };
  const server = await startStandInServer(handle);
  return {
    url: `${server.origin}/raas/v2`,
    orders,
    requests,
    /** How the next orders placed are answered, one behaviour per order, in turn. */
    nextOrders: (...next: TangoBehaviour[]) => behaviours.push(...next),
    /** The card is issued (full number and expiry in the credentials) and waits to be mailed. */
    issue: (ref: string) => {
      const order = standing(ref);
      order.status = 'COMPLETE';
      order.reward = {
        credentials: { 'Card Number': '4111 2222 3333 4321', 'Expiration Date': '2026-09-30' },
      };
      order.delivery = { status: 'PENDING', shippedAt: null, trackingNumber: null };
    },
    ship: (ref: string, trackingNumber = `1Z${hex(8)}`) => {
      const order = standing(ref);
      order.status = 'COMPLETE';
      order.delivery = { status: 'SHIPPED', shippedAt: new Date().toISOString(), trackingNumber };
    },
    /** The provider gives up on an order it had taken. */
    cancel: (ref: string, reason: string) => {
      const order = standing(ref);
      order.status = 'CANCELLED';
      order.failureReason = reason;
    },
    close: server.close,
  };
}

export type TangoStandIn = Awaited<ReturnType<typeof startTangoStandIn>>;

/** A Tango platform for the tests (format-valid, never real). */
export function tangoTestPlatform() {
  return {
    TANGO_PLATFORM_NAME: 'LensRewardsTest',
    TANGO_PLATFORM_KEY: randomBytes(24).toString('base64url'),
    TANGO_CUSTOMER_ID: 'lens-rewards',
    TANGO_ACCOUNT_ID: 'reward-cards',
    TANGO_UTID: 'U561593',
  };
}
