import { byteBudget, tooManyImages } from './image-limits';

describe('the limits a zip’s entries count toward (issue 25 item 5)', () => {
  it('refuses an import past its number of images', () => {
    expect(tooManyImages(100, 100)).toBe(false);
    expect(tooManyImages(101, 100)).toBe(true);
  });

  it('spends the byte budget in listing order; what is too large on its own or no longer fits spends nothing', () => {
    const take = byteBudget(100, 40);
    expect([take(40), take(41), take(40), take(30), take(20), take(0)]).toEqual(['fits', 'tooLarge', 'fits', 'tooLarge', 'fits', 'fits']);
  });
});
