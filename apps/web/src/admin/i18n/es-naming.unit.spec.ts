import { adminEs } from './es';

const texts = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node && typeof node === 'object'
      ? Object.values(node).flatMap(texts)
      : [];

describe('the back office in Spanish (issue 12 item 12)', () => {
  it('is named in Spanish: "Administración de Lens Rewards", never "back office"', () => {
    expect(adminEs.app.title).toBe('Administración de Lens Rewards');
    expect(texts(adminEs).filter((text) => /back office/i.test(text))).toEqual([]);
  });
});
