import { passedMarks } from './video-tracking';

describe('video tracking marks (0, 10, 25, 50, 75, 100 %)', () => {
  it.each([
    [0, 8, [0]],
    [0.79, 8, [0]],
    [0.8, 8, [0, 10]],
    [2, 8, [0, 10, 25]],
    [6.1, 8, [0, 10, 25, 50, 75]],
    [8, 8, [0, 10, 25, 50, 75, 100]],
  ])('at %ss of %ss: %j', (time, duration, marks) => {
    expect(passedMarks(time, duration)).toEqual(marks);
  });

  it('reports every mark once the video has ended, and 0 before the length is known', () => {
    expect(passedMarks(7.9, 8, true)).toEqual([0, 10, 25, 50, 75, 100]);
    expect(passedMarks(0, Number.NaN)).toEqual([0]);
  });
});
