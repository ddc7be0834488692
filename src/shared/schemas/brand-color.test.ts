import { describe, expect, it } from 'vitest';
import { BRAND_COLOR_MESSAGES, contrastRatio, formatContrast, ZBrandColor } from './brand-color';

describe('the brand colour’s contrast with white text (issue 37)', () => {
  it('computes WCAG ratios for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The classic AA boundary: #767676 passes on white, #777777 does not.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 1);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    // Symmetric.
    expect(contrastRatio('#ffffff', '#4f46e5')).toBeCloseTo(contrastRatio('#4f46e5', '#ffffff'), 10);
  });

  it('formats the ratio the French way, never rounding a failing one up to 4,5', () => {
    expect(formatContrast(21)).toBe('21,0:1');
    expect(formatContrast(4.48)).toBe('4,4:1');
  });

  it('accepts #rrggbb dark enough, refuses a light colour or another format, and takes null', () => {
    expect(ZBrandColor.parse(' #0F766E ')).toBe('#0f766e');
    expect(ZBrandColor.parse(null)).toBeNull();
    const light = ZBrandColor.safeParse('#777777');
    expect(light.success).toBe(false);
    expect(light.error?.issues[0]?.message).toBe(BRAND_COLOR_MESSAGES.contrast);
    for (const bad of ['#fff', 'red', '#12345g', '4f46e5']) {
      const parsed = ZBrandColor.safeParse(bad);
      expect(parsed.error?.issues[0]?.message, bad).toBe(BRAND_COLOR_MESSAGES.format);
    }
  });
});
