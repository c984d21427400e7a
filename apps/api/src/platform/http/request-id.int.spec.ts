import { escalationForm } from '../../testing/escalation-form';
import { type TestApp, startTestApp } from '../../testing/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const escalation = escalationForm();

describe('x-request-id: the events’ correlationId (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(() => t.close());

  async function correlationIdFor(requestId: string): Promise<unknown> {
    const response = await t
      .http()
      .post('/api/escalations')
      .set('x-request-id', requestId)
      .send(escalation)
      .expect(201);
    const { rows } = await t.db.pool.query<{ metadata: { correlationId?: unknown } }>(
      'SELECT metadata FROM es.events WHERE stream_id = $1',
      [`escalation-${response.body.result.escalationId}`],
    );
    return rows[0]?.metadata.correlationId;
  }

  it('keeps a safe id the caller chose', async () => {
    expect(await correlationIdFor('trace-0b9c6f1e.42')).toBe('trace-0b9c6f1e.42');
  });

  it.each([
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a long text', `trace-${'x'.repeat(300)}`],
    ['quotes and spaces', '"; DROP TABLE events; --'],
  ])('replaces %s with an id of its own', async (_, requestId) => {
    expect(await correlationIdFor(requestId)).toMatch(UUID);
  });
});
