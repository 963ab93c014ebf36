import { describe, expect, it } from 'vitest';
import { riseFallColors } from './trend-colors.ts';

describe('trend colours', () => {
  it('swap rise and fall for red-up and default to green-up', () => {
    expect(riseFallColors('green-up')).toEqual({ rise: '#007a4d', fall: '#c9262d' });
    expect(riseFallColors('red-up')).toEqual({ rise: '#c9262d', fall: '#007a4d' });
    // No storage (a fresh device): green-up.
    expect(riseFallColors()).toEqual({ rise: '#007a4d', fall: '#c9262d' });
  });
});
