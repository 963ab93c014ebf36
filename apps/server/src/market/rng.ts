/**
 * Deterministic randomness. Every random stream is named by integers (seed, instrument,
 * day, purpose) and hashed into the state of a small fast generator (sfc32), so any
 * stream can be regenerated in any process at any time: that is what makes a quote a
 * pure function of (seed, instrument, time).
 */

/** 32-bit FNV-1a of a string, for naming streams after instrument codes. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's finalizer: a good 32-bit mix. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashInts(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) h = mix(h ^ mix((v | 0) + 0x7f4a7c15 + (Math.floor(v / 4294967296) | 0)));
  return h;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare: number | undefined;

  constructor(...key: number[]) {
    const h = hashInts(...key);
    this.a = h;
    this.b = mix(h ^ 0x1b873593);
    this.c = mix(h ^ 0xcc9e2d51);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextUint();
  }

  nextUint(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in (0, 1). */
  uniform(): number {
    return (this.nextUint() + 0.5) / 4294967296;
  }

  /** Standard normal (Box-Muller, both values used). */
  normal(): number {
    if (this.spare !== undefined) {
      const s = this.spare;
      this.spare = undefined;
      return s;
    }
    const u = this.uniform();
    const v = this.uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  int(maxExclusive: number): number {
    return Math.floor(this.uniform() * maxExclusive);
  }
}
