import { escalationForm } from '../../testing/escalation-form';
import { type TestApp, startTestApp } from '../../testing/test-app';

// Limits key on the client's address, which only the proxies TRUST_PROXY names may report: a
// client that writes its own X-Forwarded-For must not become a new client on each request.
// (The web server, the API's one proxy, replaces the header with the real peer:
// apps/web/server/web-server.spec.ts; both together: the production smoke in `npm test`.)

const escalation = escalationForm();

/** The statuses of 11 escalations (10 an hour are allowed), each claiming another address. */
async function elevenFromNewAddresses(t: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 1; n <= 11; n += 1) {
    const response = await t
      .http()
      .post('/api/escalations')
      .set('X-Forwarded-For', `203.0.113.${n}`)
      .send(escalation);
    statuses.push(response.status);
  }
  return statuses;
}

describe('trusted proxies (real Redis)', () => {
  it('believes no X-Forwarded-For from a peer TRUST_PROXY does not name', async () => {
    // The test's requests come from 127.0.0.1; here only 10.0.0.5 is a proxy.
    const t = await startTestApp({ projector: false, env: { TRUST_PROXY: '10.0.0.5' } });
    try {
      expect(await elevenFromNewAddresses(t)).toEqual([...Array(10).fill(201), 429]);
    } finally {
      await t.close();
    }
  });

  it('takes the client address from a proxy it trusts (the web server on loopback)', async () => {
    const t = await startTestApp({ projector: false, env: { TRUST_PROXY: 'loopback' } });
    try {
      expect(await elevenFromNewAddresses(t)).toEqual(Array(11).fill(201));
    } finally {
      await t.close();
    }
  });
});
