import { describe, expect, it } from 'vitest';
import { randomCaptchaText, renderCaptchaPng } from './captcha.ts';

describe('image code', () => {
  it('draws a PNG of exactly the requested size', () => {
    for (const [w, h] of [
      [100, 50],
      [60, 20],
      [400, 200],
    ] as const) {
      const png = renderCaptchaPng('Ab3d', w, h);
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(png.readUInt32BE(16)).toBe(w);
      expect(png.readUInt32BE(20)).toBe(h);
    }
  });

  it('makes 4-character codes without look-alike characters', () => {
    for (let i = 0; i < 200; i++) expect(randomCaptchaText()).toMatch(/^[A-HJ-NP-Za-hjkmnp-z2-9]{4}$/);
  });
});
