/**
 * @jest-environment node
 */
import { Upstreams, meansGone, neverArrived } from './upstreams.js';

const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
const wrapped = (cause: Error) => Object.assign(new Error('Internal Server Error'), { cause });

describe('the web server’s api upstreams', () => {
  const opened: Upstreams[] = [];
  const upstreams = (...args: ConstructorParameters<typeof Upstreams>) => {
    const made = new Upstreams(...args);
    opened.push(made);
    return made;
  };
  afterEach(() => opened.splice(0).forEach((made) => made.close()));

  it('takes every api in turn, skips one that is down, and all of them when none is live', () => {
    const list = upstreams(['http://10.0.0.1:3000', 'http://10.0.0.2:3000/'], {
      probe: async () => false,
    });
    const turns = Array.from({ length: 4 }, () => list.next());
    expect(new Set(turns)).toEqual(new Set(['http://10.0.0.1:3000', 'http://10.0.0.2:3000']));
    list.failed('http://10.0.0.2:3000');
    expect(Array.from({ length: 3 }, () => list.next())).toEqual(
      Array(3).fill('http://10.0.0.1:3000'),
    );
    list.failed('http://10.0.0.1:3000');
    expect(list.live()).toEqual([]);
    expect(new Set(Array.from({ length: 4 }, () => list.next())).size).toBe(2);
  });

  it('takes a skipped api back once it answers, saying so', async () => {
    const lines: unknown[] = [];
    let up = false;
    const list = upstreams(['http://10.0.0.1:3000', 'http://10.0.0.2:3000'], {
      recheckMs: 20,
      probe: async () => up,
      log: (entry) => lines.push(entry.msg),
    });
    list.failed('http://10.0.0.2:3000');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(list.live()).toEqual(['http://10.0.0.1:3000']);
    up = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(list.live()).toEqual(['http://10.0.0.1:3000', 'http://10.0.0.2:3000']);
    expect(lines).toEqual([
      'api upstream down; skipping it until it answers',
      'api upstream answers again',
    ]);
  });

  it('counts a host name (compose replicas) once per address it resolves to', async () => {
    const list = upstreams(['http://api:3000'], {
      resolve: async () => ['172.30.87.11', '172.30.87.12'],
    });
    await list.refresh();
    expect(list.all()).toEqual(['http://172.30.87.11:3000', 'http://172.30.87.12:3000']);
  });

  it('tells a dead api (refused, dropped) from a slow one, and a request that never arrived', () => {
    expect(meansGone(wrapped(refused))).toBe(true);
    expect(meansGone(wrapped(reset))).toBe(true);
    expect(
      meansGone(Object.assign(new Error('timeout'), { code: 'UND_ERR_HEADERS_TIMEOUT' })),
    ).toBe(false);
    expect(neverArrived(wrapped(refused))).toBe(true);
    expect(neverArrived(wrapped(reset))).toBe(false);
  });
});
