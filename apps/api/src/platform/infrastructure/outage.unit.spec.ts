import { InfrastructureUnavailable, outageOf } from './outage';

/** An error as `pg` reports one from the server: a SQLSTATE and a severity. */
const pgError = (code: string, message = 'server said no') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('outageOf: which failures are an unavailable dependency (503), which are bugs (500)', () => {
  it.each([
    ['PostgreSQL shutting down (57P01)', pgError('57P01'), 'postgres'],
    ['PostgreSQL starting up (57P03)', pgError('57P03'), 'postgres'],
    ['too many connections (53300)', pgError('53300'), 'postgres'],
    ['a statement timeout (57014)', pgError('57014'), 'postgres'],
    ['an idle-in-transaction timeout (25P03)', pgError('25P03'), 'postgres'],
    ['a connection exception (08006)', pgError('08006'), 'postgres'],
    ['a lost connection', new Error('Connection terminated unexpectedly'), 'postgres'],
    ['an exhausted pool', new Error('timeout exceeded when trying to connect'), 'postgres'],
    ['a refused connection', socketError('ECONNREFUSED'), 'network'],
    [
      'a refused connection to every address',
      Object.assign(new AggregateError([socketError('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
      'network',
    ],
    [
      'ioredis giving up on a command',
      Object.assign(new Error('Reached the max retries per request limit'), {
        name: 'MaxRetriesPerRequestError',
      }),
      'redis',
    ],
    [
      'ioredis without a connection',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      'redis',
    ],
    ['an outage named as such', new InfrastructureUnavailable('listener'), 'listener'],
  ])('%s → %s', (_label, error, dependency) => {
    expect(outageOf(error)?.dependency).toBe(dependency);
  });

  it.each([
    ['a unique violation (23505)', pgError('23505', 'duplicate key')],
    ['a syntax error (42601)', pgError('42601', 'syntax error')],
    ['a missing table (42P01)', pgError('42P01', 'relation does not exist')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['not an error at all', 'boom'],
  ])('%s is not an outage', (_label, error) => {
    expect(outageOf(error)).toBeNull();
  });
});
