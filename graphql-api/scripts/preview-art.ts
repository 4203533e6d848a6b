/**
 * Renders every garment type for every category, plus a few heroes, into /tmp/art-preview/ as PNG
 * so a person can judge the generated catalogue art. Also prints how long one WebP render takes,
 * because the seed renders dozens of them at first start.
 *
 *   cd graphql-api && npx tsx --conditions=source scripts/preview-art.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { CATEGORIES, PRODUCT_TYPES, type Category, type ProductType } from '@threadline/domain';
import { GARMENT_COLOURS, garmentSvg, heroSvg, renderWebp } from '../src/db/seed/garment-art.js';

const OUT = '/tmp/art-preview';
const SHEET_CELL = 260;

async function png(svg: string, width: number, svgWidth: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * width) / svgWidth }).resize({ width }).png().toBuffer();
}

function colourFor(index: number): { colour: string; accent: string; name: string } {
  const entry = GARMENT_COLOURS[index % GARMENT_COLOURS.length];
  if (!entry) throw new Error('GARMENT_COLOURS is empty');
  return entry;
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const cells: { input: Buffer; left: number; top: number }[] = [];
  const timings: number[] = [];

  for (const [row, category] of CATEGORIES.entries()) {
    for (const [col, productType] of PRODUCT_TYPES.entries()) {
      const { colour, accent, name } = colourFor(row * PRODUCT_TYPES.length + col);
      const svg = garmentSvg({ productType, category, colour, accent, variant: col + row });
      const base = `${category}-${productType}`;
      await writeFile(join(OUT, `${base}.png`), await png(svg, 800, 800));
      await writeFile(join(OUT, `${base}-320.png`), await png(svg, 320, 800));
      await writeFile(join(OUT, `${base}.svg`), svg);

      const started = performance.now();
      await renderWebp(svg, 800);
      timings.push(performance.now() - started);

      cells.push({ input: await png(svg, SHEET_CELL, 800), left: col * SHEET_CELL, top: row * SHEET_CELL });
      console.log(`${base} (${name})`);
    }
  }

  await sharp({
    create: { width: SHEET_CELL * PRODUCT_TYPES.length, height: SHEET_CELL * CATEGORIES.length, channels: 3, background: '#ffffff' },
  })
    .composite(cells)
    .png()
    .toFile(join(OUT, 'contact-sheet.png'));

  await variantSheet();
  await heroes(timings);

  const sorted = [...timings].sort((a, b) => a - b);
  const mean = timings.reduce((a, b) => a + b, 0) / timings.length;
  console.log(
    `renderWebp 800px: mean ${mean.toFixed(1)} ms, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, ` +
      `max ${sorted[sorted.length - 1]?.toFixed(1)} ms over ${timings.length} images (first includes warm-up)`,
  );
  console.log(`Previews in ${OUT}`);
}

/** Every variant of a tee and a hoodie side by side, to check that details stay tasteful. */
async function variantSheet(): Promise<void> {
  const rows: [ProductType, Category][] = [
    ['round_neck_half', 'male'],
    ['sweat_shirts_upper', 'female'],
    ['polo_neck', 'male'],
    ['round_neck_half', 'kids'],
  ];
  const cells: { input: Buffer; left: number; top: number }[] = [];
  for (const [row, [productType, category]] of rows.entries()) {
    for (let variant = 0; variant < 6; variant++) {
      const { colour, accent } = colourFor(variant * 3 + row);
      const svg = garmentSvg({ productType, category, colour, accent, variant });
      cells.push({ input: await png(svg, SHEET_CELL, 800), left: variant * SHEET_CELL, top: row * SHEET_CELL });
    }
  }
  await sharp({ create: { width: SHEET_CELL * 6, height: SHEET_CELL * rows.length, channels: 3, background: '#ffffff' } })
    .composite(cells)
    .png()
    .toFile(join(OUT, 'variants.png'));
}

async function heroes(timings: number[]): Promise<void> {
  const heroSpecs: { palette: [string, string, string]; productTypes: ProductType[]; category?: Category }[] = [
    { palette: ['#f3ebe1', '#1f3b5c', '#e07a5f'], productTypes: ['round_neck_half', 'sweat_shirts_upper', 'polo_neck'] },
    { palette: ['#f6e6e4', '#b86b77', '#2f4858'], productTypes: ['crop_top', 'round_neck_oversize'], category: 'female' },
    { palette: ['#e3f1f5', '#f2b134', '#3d7dca'], productTypes: ['round_neck_half', 'sweat_shirts_full', 'polo_neck', 'round_neck_full'], category: 'kids' },
  ];
  for (const [i, spec] of heroSpecs.entries()) {
    const svg = heroSvg(spec);
    await writeFile(join(OUT, `hero-${i + 1}.png`), await png(svg, 1600, 1600));
    await writeFile(join(OUT, `hero-${i + 1}.svg`), svg);
    const started = performance.now();
    await renderWebp(svg, 1600);
    console.log(`hero-${i + 1}: renderWebp 1600px ${(performance.now() - started).toFixed(1)} ms`);
  }
  void timings;
}

await main();
