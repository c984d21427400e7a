import { randomUUID } from 'node:crypto';
import { SUBMISSIONS_TABLE } from '@lens/read-models';
import { type TestApp, startTestApp } from '../../testing/test-app';

/**
 * Issue 26.12: once registration has appended the profile's events, nothing after them may answer
 * 503 (the client would retry into DUPLICATE_EMAIL). Here the read model the profile's standing
 * comes from is missing (as it is while PostgreSQL refuses connections, or a rebuild swaps it):
 * the registration still answers 201 with the new profile's standing and a working token.
 */
describe('registration after its append', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 201 with a working session when reads after the append would fail', async () => {
    const [schema, table] = SUBMISSIONS_TABLE.split('.') as [string, string];
    await t.db.pool.query(`ALTER TABLE ${schema}.${table} RENAME TO ${table}_away`);
    let answer;
    try {
      answer = await t
        .http()
        .post('/api/profiles')
        .send({
          email: `after-${randomUUID()}@example.com`,
          password: 'Lenses4ever',
          first_name: 'Ann',
          last_name: 'Append',
          birthday: '1980-02-02',
          language: 'en',
        });
    } finally {
      await t.db.pool.query(`ALTER TABLE ${schema}.${table}_away RENAME TO ${table}`);
    }
    expect(answer.status).toBe(201);
    const { profile } = answer.body.result;
    expect(profile).toMatchObject({ plays_remaining: 1, is_limited: false, activePrograms: {} });
    expect(profile.expressSubmissionsList).toEqual([]);
    const me = await t.http().get('/api/profiles/me').set('profile-token', profile.token);
    expect(me.status).toBe(200);
    expect(me.body.result.profile.id).toBe(profile.id);
  });
});
