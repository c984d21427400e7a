import { jobIdOf, requestKey } from './job-queue';

describe('job ids', () => {
  it('derive from the causing event, kept readable and free of ":"', () => {
    expect(jobIdOf('ecp-code-request', { eventId: '4f1c2f3a-0000-4000-8000-000000000001' })).toBe(
      'ecp-code-request.4f1c2f3a-0000-4000-8000-000000000001',
    );
    expect(jobIdOf('x', { eventId: 'stream:3' })).toBe('x.stream_3');
  });

  it('or from a request, by its key', () => {
    const request = { template: 'submission_confirmed', submissionId: 's-1' };
    expect(jobIdOf('admin-trigger', { request })).toBe(`admin-trigger.${requestKey(request)}`);
  });
});

describe('request keys', () => {
  it('hash a request whatever the order of its keys, leaving out absent values', () => {
    const a = requestKey({
      email: 'a@example.com',
      brand: '1OH',
      monthly_amount: 12,
      sap: undefined,
    });
    const b = requestKey({ monthly_amount: 12, brand: '1OH', email: 'a@example.com' });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{40}$/);
  });

  it('differ when anything in the request differs', () => {
    const base = { email: 'a@example.com', brand: '1OH', monthly_amount: 12, day: '2024-03-15' };
    const ids = new Set(
      [
        base,
        { ...base, monthly_amount: 6 },
        { ...base, day: '2024-03-16' },
        { ...base, nested: [1] },
      ].map(requestKey),
    );
    expect(ids.size).toBe(4);
  });
});
