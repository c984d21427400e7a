import type { Pool, PoolClient, QueryConfig } from 'pg';
import { requestTransaction } from './request-transaction';

/**
 * The pool every module of the api and the worker is given: outside a request transaction it is
 * the pool itself; inside one (a command with an Idempotency-Key) its statements go to that
 * request's connection and transaction, and a `connect()` gets a savepoint of it. So the event
 * store, the inline read models and every repository write into the request's transaction
 * without knowing it.
 */
export function scopedPool(pool: Pool): Pool {
  const query = (text: string | QueryConfig, values?: unknown[]) => {
    const transaction = requestTransaction();
    return transaction
      ? transaction.query(text, values)
      : pool.query(text as QueryConfig, values as unknown[]);
  };
  const connect = (): Promise<PoolClient> => {
    const transaction = requestTransaction();
    return transaction ? Promise.resolve(transaction.savepointClient()) : pool.connect();
  };
  return new Proxy(pool, {
    get: (target, property, receiver) => {
      if (property === 'query') return query;
      if (property === 'connect') return connect;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
