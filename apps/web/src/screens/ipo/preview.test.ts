import { describe, expect, it } from 'vitest';
import { financedPreview } from './preview.ts';

describe('financed IPO preview (the server rule, PRODUCT-RULES 1.2)', () => {
  it('10 lots of 500 at HK$10 (HK$50,504.26), 90 % lent at 6.8 % for 1 day', () => {
    expect(financedPreview('50504.26', 90, '6.8', 1)).toEqual({ loan: '45453.83', deposit: '5050.43', interest: '8.47', held: '5058.90' });
  });
  it('HK$100,000 x 3.99 % x 5 / 365 = HK$54.66', () => {
    expect(financedPreview('111111.12', 90, '3.99', 5).interest).toBe('54.66');
  });
});
