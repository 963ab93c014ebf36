import { describe, expect, it } from 'vitest';
import { isImageType, isTooLarge, shouldCompress, sizeLimitBytes } from './upload.ts';

describe('upload checks', () => {
  it('uses the spec size limit of 1000 * max * 1024 bytes', () => {
    expect(sizeLimitBytes()).toBe(5_120_000);
    expect(sizeLimitBytes(2)).toBe(2_048_000);
    expect(isTooLarge(5_120_000)).toBe(false);
    expect(isTooLarge(5_120_001)).toBe(true);
  });

  it('accepts the four image types only', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('IMAGE/JPEG')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType('')).toBe(false);
  });

  it('compresses photos, never GIFs or tiny files', () => {
    expect(shouldCompress('image/jpeg', 3_000_000)).toBe(true);
    expect(shouldCompress('image/gif', 3_000_000)).toBe(false);
    expect(shouldCompress('image/png', 10_000)).toBe(false);
  });
});
