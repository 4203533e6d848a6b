import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { CATEGORIES, PRODUCT_TYPES } from '@threadline/domain';
import { GARMENT_COLOURS, garmentSvg, heroSvg, renderWebp } from './garment-art.js';

const navy = { colour: '#1f2d4d', accent: '#f2c14e' };

/** Size of the root element, read back through sharp so that the SVG is known to parse. */
async function renderedSize(svg: string): Promise<{ width?: number; height?: number }> {
  const { width, height } = await sharp(Buffer.from(svg)).metadata();
  return { width, height };
}

describe('garmentSvg', () => {
  for (const category of CATEGORIES) {
    for (const productType of PRODUCT_TYPES) {
      it(`draws a well-formed 800×800 ${category} ${productType} without text`, async () => {
        const svg = garmentSvg({ productType, category, ...navy, variant: 1 });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"')).toBe(true);
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/<text/i);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(await renderedSize(svg)).toEqual({ width: 800, height: 800 });
      });
    }
  }

  it('gives every product type its own drawing', () => {
    const drawings = PRODUCT_TYPES.map((productType) => garmentSvg({ productType, category: 'male', ...navy }));
    expect(new Set(drawings).size).toBe(PRODUCT_TYPES.length);
  });

  it('varies the same product type by category and by variant', () => {
    const base = { productType: 'round_neck_half' as const, ...navy };
    const byCategory = CATEGORIES.map((category) => garmentSvg({ ...base, category }));
    expect(new Set(byCategory).size).toBe(CATEGORIES.length);
    const byVariant = [0, 1, 2, 3, 4, 5].map((variant) => garmentSvg({ ...base, category: 'male', variant }));
    expect(new Set(byVariant).size).toBe(6);
  });

  it('is deterministic', () => {
    const options = { productType: 'polo_neck' as const, category: 'female' as const, ...navy, variant: 3 };
    expect(garmentSvg(options)).toBe(garmentSvg(options));
  });

  it('rejects colours that are not hex, rather than writing them into the markup', () => {
    expect(() => garmentSvg({ productType: 'crop_top', category: 'female', colour: 'red"/><script', accent: '#fff' })).toThrow();
  });
});

describe('GARMENT_COLOURS', () => {
  it('has distinct names and hex colours', () => {
    expect(GARMENT_COLOURS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GARMENT_COLOURS.map((c) => c.name)).size).toBe(GARMENT_COLOURS.length);
    for (const { colour, accent } of GARMENT_COLOURS) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(accent).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('heroSvg', () => {
  it('draws a 1600×600 banner with 1 to 4 garments and no text', async () => {
    for (let count = 1; count <= 4; count++) {
      const svg = heroSvg({ palette: ['#f3ebe1', '#1f3b5c', '#e07a5f'], productTypes: PRODUCT_TYPES.slice(0, count), category: 'kids' });
      expect(svg).not.toMatch(/<text/i);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(await renderedSize(svg)).toEqual({ width: 1600, height: 600 });
    }
  });

  it('needs at least one garment', () => {
    expect(() => heroSvg({ palette: ['#ffffff', '#000000', '#ff0000'], productTypes: [] })).toThrow();
  });
});

describe('renderWebp', () => {
  it('renders a garment to a WebP of the requested width', async () => {
    const svg = garmentSvg({ productType: 'sweat_shirts_upper', category: 'female', ...navy, variant: 4 });
    for (const width of [320, 800]) {
      const meta = await sharp(await renderWebp(svg, width)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width);
    }
  });

  it('renders a hero to a WebP of the requested width', async () => {
    const svg = heroSvg({ palette: ['#f3ebe1', '#1f3b5c', '#e07a5f'], productTypes: ['round_neck_half', 'polo_neck'] });
    const meta = await sharp(await renderWebp(svg, 1200, 70)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(450);
  });
});
