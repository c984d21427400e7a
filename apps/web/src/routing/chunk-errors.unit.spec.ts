import { ChunkLoadError, loadChunk, toChunkLoadError } from './chunk-errors';

describe('page group loading (spec 001 §8)', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves with the module', async () => {
    await expect(loadChunk('faq', async () => ({ FaqPage: 1 }))).resolves.toEqual({ FaqPage: 1 });
  });

  it('fails with ChunkLoadError when the import fails', async () => {
    const failure = loadChunk('faq', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /faq.js')),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ code: 'ChunkLoadError', group: 'faq' });
  });

  it('fails with CSS_CHUNK_LOAD_FAILED when the group’s styles fail', () => {
    const error = toChunkLoadError(
      new Error('Unable to preload CSS for /public/build/assets/faq-1a2b.css'),
      'faq',
    );
    expect(error).toMatchObject({ name: 'ChunkLoadError', code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('gives up with ChunkLoadError after 120 seconds', async () => {
    jest.useFakeTimers();
    const settled = jest.fn();
    const pending = loadChunk('viral', () => new Promise(() => {})).catch((error: unknown) => {
      settled(error);
    });
    jest.advanceTimersByTime(119_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await pending;
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'ChunkLoadError', group: 'viral' }),
    );
  });
});
