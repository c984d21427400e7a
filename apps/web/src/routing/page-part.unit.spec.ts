import { ChunkLoadError } from './chunk-errors';
import { isPagePart, pageComponentOf, pagePart } from './page-part';

const Page = () => null;

describe('page parts (a page in a chunk of its own inside its group)', () => {
  it('gives a plain export as it is', async () => {
    expect(isPagePart(Page)).toBe(false);
    await expect(pageComponentOf('profile', Page)).resolves.toBe(Page);
  });

  it('loads a page part’s chunk before the page shows', async () => {
    const load = jest.fn(() => Promise.resolve(Page));
    const part = pagePart(load);
    expect(isPagePart(part)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await expect(pageComponentOf('purchase-info', part)).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes a part that fails to load its group’s ChunkLoadError (the retry screen)', async () => {
    const part = pagePart(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const failure = pageComponentOf('purchase-info', part);
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ group: 'purchase-info', code: 'ChunkLoadError' });
  });
});
