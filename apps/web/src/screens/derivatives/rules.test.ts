import { describe, expect, it } from 'vitest';
import { contractValue, marginPerContract, percentOf, pipSize, pointValue, spreadPips } from './rules.ts';

describe('derivatives figures', () => {
  it('value a contract from its tick (index, metal, grain quoted in cents)', () => {
    const es = { tickSize: 0.25, tickValue: 12.5 };
    expect(pointValue(es)).toBe(50);
    expect(contractValue(es, 6901.75)).toBe(345_087.5);
    expect(marginPerContract(es, 6901.75, 20)).toBe(17_254.38);
    expect(contractValue({ tickSize: 0.1, tickValue: 10 }, 4341.1)).toBe(434_110);
    // Corn 440.25 cents x 5,000 bushels = US$22,012.50.
    expect(contractValue({ tickSize: 0.25, tickValue: 12.5 }, 440.25)).toBe(22_012.5);
    expect(marginPerContract(es, 6901.75, 0)).toBe(0);
    // The exchange's initial margin is the floor: at x20 an E-mini takes CME's US$24,000, at x10 the notional / 10.
    expect(marginPerContract({ ...es, initialMargin: 24_000 }, 6901.75, 20)).toBe(24_000);
    expect(marginPerContract({ ...es, initialMargin: 24_000 }, 6901.75, 10)).toBe(34_508.75);
  });

  it('measure forex spreads in pips', () => {
    expect(pipSize(5)).toBe(0.0001);
    expect(pipSize(3)).toBe(0.01);
    expect(spreadPips(1.1795, 1.17958, 5)).toBe(0.8);
    expect(spreadPips(20.03943, 20.04264, 5)).toBe(32.1);
    expect(spreadPips(155.12, 155.135, 3)).toBe(1.5);
  });

  it('writes rates and levels as percentages', () => {
    expect(percentOf('0.001')).toBe('0.1 %');
    expect(percentOf('0.5')).toBe('50 %');
    expect(percentOf('x')).toBe('--');
  });
});
