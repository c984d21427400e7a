import { requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it.each([
    '0b9c6f1e-3f8e-4d5a-9a59-7f8a1c2d3e4f',
    '01HZY3T6K2M9Q8R7S6T5V4W3X2',
    'Root.1-67891233-abcdef012345678912345678',
    'a',
    'x'.repeat(64),
  ])('keeps the caller’s safe id %s', (id) => {
    expect(requestIdOf(id)).toBe(id);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'x'.repeat(65)],
    ['a line break (log injection)', 'abc\ninjected'],
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'a b'],
    ['a leading dash', '-abc'],
    ['repeated headers', ['a', 'b']],
  ])('replaces %s with a fresh UUID', (_, header) => {
    expect(requestIdOf(header)).toMatch(UUID);
  });
});
