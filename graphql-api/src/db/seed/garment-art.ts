/**
 * Artwork for the demo catalogue: garments drawn as flat SVG vector shapes and rendered to WebP.
 *
 * The store ships no photographs (nothing may be downloaded), so every product and hero image is
 * generated here. The output is deterministic for the same options, and contains no `<text>`:
 * fonts differ between machines, and the frontend overlays its own text in HTML anyway.
 *
 * Each garment is drawn in a local coordinate system whose origin is the centre of the shoulder
 * line at the neck, roughly one unit per pixel for an adult garment on an 800 px canvas. The
 * right half is described and the left half mirrors it, so the shapes stay symmetric.
 */
import sharp from 'sharp';
import type { Category, ProductType } from '@threadline/domain';

export interface GarmentOptions {
  productType: ProductType;
  category: Category;
  /** Main fabric colour, `#rrggbb`. */
  colour: string;
  /** Trim and print colour, `#rrggbb`. */
  accent: string;
  /** Picks a small detail (pocket, stripes, print...) so same-type products differ. */
  variant?: number;
}

export interface HeroOptions {
  /** Background, first shape colour, second shape colour. */
  palette: readonly [string, string, string];
  productTypes: readonly ProductType[];
  category?: Category;
}

export interface GarmentColour {
  name: string;
  colour: string;
  accent: string;
}

/** Named fabric colours; the names are meant to appear in product titles. */
export const GARMENT_COLOURS: readonly GarmentColour[] = [
  { name: 'Navy', colour: '#1f2d4d', accent: '#f2c14e' },
  { name: 'Maroon', colour: '#6e1f30', accent: '#f3e3c3' },
  { name: 'Olive', colour: '#6b7042', accent: '#f1e6c8' },
  { name: 'Mustard', colour: '#dba21f', accent: '#2b2b2b' },
  { name: 'Charcoal', colour: '#3b3e44', accent: '#ef6f5a' },
  { name: 'Sky Blue', colour: '#8ec5e8', accent: '#1f3b63' },
  { name: 'Blush Pink', colour: '#f1c3c6', accent: '#8c2f4b' },
  { name: 'Bottle Green', colour: '#1f4d3a', accent: '#f0d9a0' },
  { name: 'White', colour: '#f7f6f2', accent: '#1f3b63' },
  { name: 'Black', colour: '#1c1c1f', accent: '#e9e4d8' },
  { name: 'Lavender', colour: '#b8a6dc', accent: '#3e2a6b' },
  { name: 'Rust', colour: '#b5532b', accent: '#f6e7d0' },
  { name: 'Teal', colour: '#1f7a7a', accent: '#f7d08a' },
  { name: 'Sand', colour: '#d9c4a1', accent: '#5a4632' },
  { name: 'Coral', colour: '#f07d64', accent: '#fff4e6' },
  { name: 'Denim', colour: '#4a6a8f', accent: '#f4efe6' },
];

const GARMENT_CANVAS = 800;
const HERO_WIDTH = 1600;
const HERO_HEIGHT = 600;

// ---------------------------------------------------------------------------------------------
// Colour helpers

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Expected a #rrggbb colour, got ${JSON.stringify(hex)}`);
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Blends `a` towards `b`; `t` = 0 gives `a`. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

const darken = (c: string, t: number): string => mix(c, '#000000', t);
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

/** Relative luminance (0 black .. 1 white), used to keep shading visible on any fabric. */
function luminance(c: string): number {
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(c);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers

interface Pt {
  readonly x: number;
  readonly y: number;
}

const pt = (x: number, y: number): Pt => ({ x, y });
const plus = (a: Pt, b: Pt): Pt => pt(a.x + b.x, a.y + b.y);
const minus = (a: Pt, b: Pt): Pt => pt(a.x - b.x, a.y - b.y);
const times = (a: Pt, k: number): Pt => pt(a.x * k, a.y * k);
const lerp = (a: Pt, b: Pt, t: number): Pt => pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
const flipX = (a: Pt): Pt => pt(-a.x, a.y);

/** One decimal is plenty at these sizes and keeps the SVG small. */
const num = (v: number): string => String(Math.round(v * 10) / 10);
const xy = (p: Pt): string => `${num(p.x)},${num(p.y)}`;

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function boxOf(points: readonly Pt[]): Box {
  const xs = points.flatMap((p) => [p.x, -p.x]);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

// ---------------------------------------------------------------------------------------------
// Silhouettes: the measurements that make each product type look like itself

type NeckStyle = 'crew' | 'polo' | 'hood';

interface SleeveSpec {
  /** Degrees from vertical; short sleeves stick out, long ones hang closer to the body. */
  angle: number;
  /** From the middle of the armhole to the sleeve opening (cuff excluded). */
  length: number;
  endHalf: number;
  /** Ribbed cuff height, 0 for a hemmed sleeve. */
  cuff: number;
}

interface Silhouette {
  neck: NeckStyle;
  neckHalf: number;
  frontNeck: number;
  backNeck: number;
  neckRib: number;
  /** Right shoulder point; the left one mirrors it. */
  shoulder: Pt;
  underarm: Pt;
  /** How far the side seams curve in at the waist. */
  waistInset: number;
  hemY: number;
  hemHalf: number;
  /** Ribbed hem band height, 0 for a plain hem. */
  hemBand: number;
  /** How far the hem curves down at the centre; negative curves it up. */
  hemDip: number;
  sleeve: SleeveSpec;
  dropShoulder: boolean;
}

const SILHOUETTES: Readonly<Record<ProductType, Silhouette>> = {
  round_neck_half: {
    neck: 'crew', neckHalf: 62, frontNeck: 52, backNeck: 12, neckRib: 13,
    shoulder: pt(172, 28), underarm: pt(166, 192), waistInset: 0,
    hemY: 560, hemHalf: 170, hemBand: 0, hemDip: 10,
    sleeve: { angle: 54, length: 122, endHalf: 62, cuff: 0 },
    dropShoulder: false,
  },
  polo_neck: {
    neck: 'polo', neckHalf: 56, frontNeck: 40, backNeck: 10, neckRib: 0,
    shoulder: pt(172, 28), underarm: pt(166, 192), waistInset: 0,
    hemY: 565, hemHalf: 170, hemBand: 0, hemDip: 10,
    sleeve: { angle: 54, length: 112, endHalf: 60, cuff: 16 },
    dropShoulder: false,
  },
  round_neck_full: {
    neck: 'crew', neckHalf: 62, frontNeck: 52, backNeck: 12, neckRib: 13,
    shoulder: pt(170, 28), underarm: pt(164, 192), waistInset: 0,
    hemY: 560, hemHalf: 168, hemBand: 0, hemDip: 10,
    sleeve: { angle: 33, length: 365, endHalf: 44, cuff: 0 },
    dropShoulder: false,
  },
  sweat_shirts_full: {
    neck: 'crew', neckHalf: 64, frontNeck: 46, backNeck: 12, neckRib: 22,
    shoulder: pt(182, 36), underarm: pt(174, 205), waistInset: 0,
    hemY: 548, hemHalf: 172, hemBand: 46, hemDip: 4,
    sleeve: { angle: 32, length: 320, endHalf: 56, cuff: 46 },
    dropShoulder: false,
  },
  sweat_shirts_upper: {
    neck: 'hood', neckHalf: 62, frontNeck: 78, backNeck: 12, neckRib: 0,
    shoulder: pt(184, 38), underarm: pt(176, 208), waistInset: 0,
    hemY: 552, hemHalf: 172, hemBand: 46, hemDip: 4,
    sleeve: { angle: 32, length: 320, endHalf: 56, cuff: 46 },
    dropShoulder: false,
  },
  round_neck_oversize: {
    neck: 'crew', neckHalf: 66, frontNeck: 50, backNeck: 12, neckRib: 15,
    shoulder: pt(222, 60), underarm: pt(214, 250), waistInset: 0,
    hemY: 612, hemHalf: 216, hemBand: 0, hemDip: 10,
    sleeve: { angle: 56, length: 128, endHalf: 80, cuff: 0 },
    dropShoulder: true,
  },
  crop_top: {
    neck: 'crew', neckHalf: 60, frontNeck: 64, backNeck: 12, neckRib: 10,
    shoulder: pt(150, 24), underarm: pt(140, 160), waistInset: 10,
    hemY: 336, hemHalf: 126, hemBand: 0, hemDip: -12,
    sleeve: { angle: 62, length: 64, endHalf: 48, cuff: 0 },
    dropShoulder: false,
  },
};

/** Women's cuts are narrower in the shoulder and shaped at the waist; kids' are shorter and boxier. */
function silhouetteFor(productType: ProductType, category: Category): Silhouette {
  const base = SILHOUETTES[productType];
  if (category === 'female') {
    const boxy = productType === 'round_neck_oversize' || productType === 'crop_top';
    return {
      ...base,
      neckHalf: base.neckHalf * 1.05,
      frontNeck: base.frontNeck * (base.neck === 'crew' ? 1.12 : 1),
      shoulder: pt(base.shoulder.x * (boxy ? 0.96 : 0.9), base.shoulder.y),
      underarm: pt(base.underarm.x * (boxy ? 0.95 : 0.88), base.underarm.y * 0.96),
      waistInset: boxy ? base.waistInset : base.waistInset + 18,
      hemY: base.hemY * (boxy ? 1 : 0.96),
      hemHalf: base.hemHalf * (boxy ? 0.95 : 0.93),
      sleeve: { ...base.sleeve, length: base.sleeve.length * 0.92, endHalf: base.sleeve.endHalf * 0.9 },
    };
  }
  if (category === 'kids') {
    return {
      ...base,
      shoulder: pt(base.shoulder.x * 0.97, base.shoulder.y * 0.9),
      underarm: pt(base.underarm.x * 0.97, base.underarm.y * 0.88),
      hemY: base.hemY * 0.8,
      hemBand: base.hemBand * 0.85,
      sleeve: {
        ...base.sleeve,
        length: base.sleeve.length * (base.sleeve.length > 200 ? 0.78 : 0.85),
        cuff: base.sleeve.cuff * 0.85,
      },
    };
  }
  return base;
}

// ---------------------------------------------------------------------------------------------
// Drawing context

interface Shades {
  base: string;
  sleeve: string;
  dark: string;
  inside: string;
  line: string;
  stitch: string;
  /** Fold shadows stay faint on pale fabric, where grey creases would look like dirt. */
  foldOpacity: number;
  /** Pale fabric shows its folds through highlights instead. */
  glintOpacity: number;
}

/**
 * What a variant adds, in order. Trim and sleeve stripes leave the chest free, so kids' items,
 * which always carry a motif there, can still have them.
 */
const DETAILS = ['plain', 'pocket', 'stripes', 'trim', 'print', 'sleeveStripes'] as const;
type Detail = (typeof DETAILS)[number];

interface Ctx {
  id: string;
  type: ProductType;
  kids: boolean;
  s: Silhouette;
  c: Shades;
  accent: string;
  variant: number;
  detail: Detail;
  sleeve: SleeveGeometry;
}

function shadesFor(colour: string): Shades {
  const lum = luminance(colour);
  return {
    base: colour,
    sleeve: darken(colour, 0.05),
    dark: darken(colour, 0.16),
    inside: darken(colour, lum > 0.5 ? 0.28 : 0.45),
    line: darken(colour, lum > 0.5 ? 0.32 : 0.45),
    stitch: lum > 0.35 ? darken(colour, 0.3) : lighten(colour, 0.28),
    foldOpacity: lum > 0.5 ? 0.06 : 0.13,
    glintOpacity: lum > 0.5 ? 0.22 : 0.08,
  };
}

const stroke = (c: Ctx, width = 2.4): string =>
  `stroke="${c.c.line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

const stitchAttrs = (c: Ctx): string =>
  `fill="none" stroke="${c.c.stitch}" stroke-width="1.8" stroke-dasharray="6 5" stroke-linecap="round" opacity="0.75"`;

/** A soft crease: a shadow with a highlight beside it reads as a fold in flat vector art. */
function fold(c: Ctx, d: string, width = 9): string {
  return (
    `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${c.c.foldOpacity}" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${c.c.glintOpacity}" stroke-width="${width * 0.3}" stroke-linecap="round" transform="translate(${num(width * 0.45)} ${num(-width * 0.35)})"/>`
  );
}

function defs(c: Ctx): string {
  const angle = -c.s.sleeve.angle;
  return `<defs>
<linearGradient id="${c.id}-shade" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="0.16" stop-color="#000" stop-opacity="0"/>
<stop offset="0.42" stop-color="#fff" stop-opacity="0.07"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/>
<stop offset="1" stop-color="#000" stop-opacity="0.24"/></linearGradient>
<linearGradient id="${c.id}-fall" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.06"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/>
<stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
<linearGradient id="${c.id}-sleeveShade" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.5" stop-color="#000" stop-opacity="0.04"/>
<stop offset="1" stop-color="#fff" stop-opacity="0.08"/></linearGradient>
<linearGradient id="${c.id}-deep" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0.06"/></linearGradient>
<radialGradient id="${c.id}-glow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<pattern id="${c.id}-rib" width="7" height="10" patternUnits="userSpaceOnUse">
<rect width="2.4" height="10" fill="#000" fill-opacity="0.16"/><rect x="3.6" width="1.2" height="10" fill="#fff" fill-opacity="0.1"/></pattern>
<pattern id="${c.id}-ribS" width="7" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(${num(angle)})">
<rect width="2.4" height="10" fill="#000" fill-opacity="0.16"/><rect x="3.6" width="1.2" height="10" fill="#fff" fill-opacity="0.1"/></pattern>
<pattern id="${c.id}-ribH" width="10" height="6" patternUnits="userSpaceOnUse">
<rect width="10" height="2" fill="#000" fill-opacity="0.14"/></pattern>
<clipPath id="${c.id}-body"><path d="${bodyPath(c.s)}"/></clipPath>
<clipPath id="${c.id}-sleeve"><path d="${sleevePath(c.sleeve)}"/></clipPath>
${c.s.neck === 'polo' ? `<clipPath id="${c.id}-leaf"><path d="${collarLeafPath(c.s)}"/></clipPath>` : ''}
</defs>`;
}

// ---------------------------------------------------------------------------------------------
// Body

/** The hem of the main body panel, which stops under the ribbed band when there is one. */
const bodyHemY = (s: Silhouette): number => (s.hemBand ? s.hemY - s.hemBand + 4 : s.hemY);

/** Front neckline from (-w, y0) down through (0, depth) to (w, y0), as two cubic segments. */
function necklineLR(w: number, depth: number, y0: number): string {
  const k = y0 + (depth - y0) * 0.58;
  return `C${xy(pt(-w, k))} ${xy(pt(-w * 0.55, depth))} ${xy(pt(0, depth))} C${xy(pt(w * 0.55, depth))} ${xy(pt(w, k))} ${xy(pt(w, y0))}`;
}

/** The same neckline walked from right to left, so it can close a shape. */
function necklineRL(w: number, depth: number, y0: number): string {
  const k = y0 + (depth - y0) * 0.58;
  return `C${xy(pt(w, k))} ${xy(pt(w * 0.55, depth))} ${xy(pt(0, depth))} C${xy(pt(-w * 0.55, depth))} ${xy(pt(-w, k))} ${xy(pt(-w, y0))}`;
}

function sideControls(s: Silhouette): [Pt, Pt, Pt] {
  const U = s.underarm;
  const hem = pt(s.hemHalf, bodyHemY(s));
  const drop = hem.y - U.y;
  const pull = s.waistInset * 1.25;
  return [pt(U.x - pull, U.y + drop * 0.38), pt(hem.x - pull, U.y + drop * 0.72), hem];
}

function bodyPath(s: Silhouette): string {
  const S = s.shoulder;
  const U = s.underarm;
  // The armhole bows into the body so the sleeve head shows, as on a real set-in sleeve.
  const arm = pt((S.x + U.x) / 2 - (s.dropShoulder ? 8 : 14), (S.y + U.y) / 2);
  const [c1, c2, hem] = sideControls(s);
  const top =
    s.neck === 'hood'
      ? necklineRL(s.neckHalf, s.frontNeck, 0)
      : `Q${xy(pt(0, s.backNeck * 2))} ${xy(pt(-s.neckHalf, 0))}`;
  return (
    `M${xy(pt(-s.neckHalf, 0))} L${xy(flipX(S))} Q${xy(flipX(arm))} ${xy(flipX(U))} ` +
    `C${xy(flipX(c1))} ${xy(flipX(c2))} ${xy(flipX(hem))} Q${xy(pt(0, hem.y + s.hemDip * 2))} ${xy(hem)} ` +
    `C${xy(c2)} ${xy(c1)} ${xy(U)} Q${xy(arm)} ${xy(S)} L${xy(pt(s.neckHalf, 0))} ${top}Z`
  );
}

function bodyFolds(c: Ctx): string {
  const { s } = c;
  const U = s.underarm;
  const hemY = bodyHemY(s);
  const len = hemY - U.y;
  const half = (p: Pt, q: Pt, r: Pt): string => `M${xy(p)} Q${xy(q)} ${xy(r)}`;
  // Drag lines hang from the underarms; a couple of ripples settle above the hem.
  const underarm = (k: number): string =>
    half(pt(k * (U.x - 8), U.y + 14), pt(k * (U.x - 16), U.y + len * 0.16), pt(k * (U.x - 52), U.y + len * 0.28));
  const ripples = [
    half(pt(s.hemHalf * 0.42, hemY - len * 0.26), pt(s.hemHalf * 0.36, hemY - len * 0.1), pt(s.hemHalf * 0.44, hemY - 6)),
    half(pt(-s.hemHalf * 0.16, hemY - len * 0.2), pt(-s.hemHalf * 0.22, hemY - len * 0.07), pt(-s.hemHalf * 0.15, hemY - 4)),
  ];
  return [underarm(1), underarm(-1), ...ripples].map((d) => fold(c, d, len > 200 ? 11 : 8)).join('');
}

function hemStitch(c: Ctx): string {
  const { s } = c;
  if (s.hemBand) return '';
  const [, , hem] = sideControls(c.s);
  const y = hem.y - 14;
  const x = hem.x - 2;
  return `<path d="M${xy(pt(-x, y))} Q${xy(pt(0, y + s.hemDip * 2))} ${xy(pt(x, y))}" ${stitchAttrs(c)}/>`;
}

function bodyShape(c: Ctx): string {
  const d = bodyPath(c.s);
  const U = c.s.underarm;
  const glow = `<ellipse cx="${num(-U.x * 0.38)}" cy="${num(U.y * 0.95)}" rx="${num(U.x * 0.75)}" ry="${num(U.y * 1.3)}" fill="url(#${c.id}-glow)"/>`;
  return (
    `<path d="${d}" fill="${c.c.base}"/>` +
    `<path d="${d}" fill="url(#${c.id}-shade)"/><path d="${d}" fill="url(#${c.id}-fall)"/>` +
    `<g clip-path="url(#${c.id}-body)">${bodyDetail(c)}${glow}${bodyFolds(c)}${hemStitch(c)}${armholeStitch(c)}</g>` +
    `<path d="${d}" fill="none" ${stroke(c)}/>`
  );
}

/** Topstitching along the armhole makes a dropped shoulder read as deliberate, not misdrawn. */
function armholeStitch(c: Ctx): string {
  if (!c.s.dropShoulder) return '';
  const S = c.s.shoulder;
  const U = c.s.underarm;
  const a = pt((S.x + U.x) / 2 - 8, (S.y + U.y) / 2);
  const side = (m: (p: Pt) => Pt): string =>
    `<path d="M${xy(m(plus(S, pt(-8, 4))))} Q${xy(m(plus(a, pt(-8, 0))))} ${xy(m(plus(U, pt(-8, -6))))}" ${stitchAttrs(c)}/>`;
  return side((p) => p) + side(flipX);
}

function hemBand(c: Ctx): string {
  const { s } = c;
  if (!s.hemBand) return '';
  const top = s.hemY - s.hemBand;
  const [, , hem] = sideControls(s);
  // The band gathers the fabric, so it is a little narrower than the body above it.
  const w = hem.x - 6;
  const d = `M${xy(pt(-w, top))} Q${xy(pt(0, top + 8))} ${xy(pt(w, top))} L${xy(pt(w - 6, s.hemY))} Q${xy(pt(0, s.hemY + 8))} ${xy(pt(-w + 6, s.hemY))}Z`;
  const fill = c.detail === 'trim' ? c.accent : c.c.dark;
  return (
    `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#${c.id}-rib)"/>` +
    `<path d="${d}" fill="url(#${c.id}-shade)"/><path d="${d}" fill="none" ${stroke(c)}/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Sleeves (the right one is described; the left is the same markup mirrored)

interface SleeveGeometry {
  S: Pt;
  U: Pt;
  /** Unit vector down the sleeve. */
  d: Pt;
  /** Unit vector across the sleeve, towards its upper (outer) edge. */
  p: Pt;
  end: Pt;
  outerEnd: Pt;
  innerEnd: Pt;
  /** A point inside the body that closes the sleeve shape, so no gap shows at the armhole. */
  tuck: Pt;
}

function sleeveGeometry(s: Silhouette): SleeveGeometry {
  const S = s.shoulder;
  const U = s.underarm;
  const a = (s.sleeve.angle * Math.PI) / 180;
  const d = pt(Math.sin(a), Math.cos(a));
  const p = pt(Math.cos(a), -Math.sin(a));
  const mid = lerp(S, U, 0.5);
  const end = plus(mid, times(d, s.sleeve.length));
  return {
    S,
    U,
    d,
    p,
    end,
    outerEnd: plus(end, times(p, s.sleeve.endHalf)),
    innerEnd: minus(end, times(p, s.sleeve.endHalf)),
    tuck: minus(mid, times(d, 50)),
  };
}

function sleevePath(g: SleeveGeometry): string {
  const cap = plus(lerp(g.S, g.outerEnd, 0.45), times(g.p, 7));
  const under = plus(lerp(g.innerEnd, g.U, 0.5), times(g.p, 5));
  return `M${xy(g.tuck)} L${xy(g.S)} Q${xy(cap)} ${xy(g.outerEnd)} L${xy(g.innerEnd)} Q${xy(under)} ${xy(g.U)}Z`;
}

/** A line across the sleeve `back` units up from the opening, so bands follow the sleeve's angle. */
function acrossSleeve(g: SleeveGeometry, back: number, overshoot = 6): [Pt, Pt] {
  const up = times(g.d, -back);
  return [plus(plus(g.innerEnd, up), times(g.p, -overshoot)), plus(plus(g.outerEnd, up), times(g.p, overshoot))];
}

function cuff(c: Ctx): string {
  const g = c.sleeve;
  const h = c.s.sleeve.cuff;
  if (!h) return '';
  const half = c.s.sleeve.endHalf * 0.84;
  const a = minus(g.end, times(g.p, half));
  const b = plus(g.end, times(g.p, half));
  const bottom = times(g.d, h);
  const d = `M${xy(plus(a, times(g.d, -3)))} L${xy(plus(b, times(g.d, -3)))} L${xy(plus(b, bottom))} L${xy(plus(a, bottom))}Z`;
  const fill = c.detail === 'trim' ? c.accent : c.c.dark;
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#${c.id}-ribS)"/><path d="${d}" fill="none" ${stroke(c)}/>`;
}

function sleeveDetail(c: Ctx): string {
  const g = c.sleeve;
  const parts: string[] = [];
  if (hasBretonStripes(c)) parts.push(bretonRows(c, Math.max(g.outerEnd.y, g.innerEnd.y) - 16));
  if (!c.s.sleeve.cuff) {
    const [a, b] = acrossSleeve(g, 14, -3);
    parts.push(`<path d="M${xy(a)} L${xy(b)}" ${stitchAttrs(c)}/>`);
  }
  if (c.detail === 'trim' && !c.s.sleeve.cuff) {
    const [a, b] = acrossSleeve(g, 7);
    parts.push(`<path d="M${xy(a)} L${xy(b)}" stroke="${c.accent}" stroke-width="14"/>`);
  }
  if (c.detail === 'sleeveStripes') {
    const at = c.s.sleeve.length > 200 ? 60 : 28;
    for (const back of [at, at + 20]) {
      const [a, b] = acrossSleeve(g, back);
      parts.push(`<path d="M${xy(a)} L${xy(b)}" stroke="${c.accent}" stroke-width="9"/>`);
    }
  }
  // A crease from the shoulder towards the opening gives the sleeve some volume.
  const from = plus(lerp(g.S, g.U, 0.3), times(g.d, 26));
  const to = minus(g.end, times(g.d, c.s.sleeve.length * 0.18));
  const bend = plus(lerp(from, to, 0.5), times(g.p, 10));
  parts.push(fold(c, `M${xy(from)} Q${xy(bend)} ${xy(to)}`, 8));
  if (c.s.sleeve.length > 200) {
    // Long sleeves bunch a little above the cuff.
    const [a, b] = acrossSleeve(g, c.s.sleeve.length * 0.42, -12);
    parts.push(fold(c, `M${xy(a)} Q${xy(plus(lerp(a, b, 0.5), times(g.d, 14)))} ${xy(b)}`, 7));
  }
  return parts.join('');
}

function sleeve(c: Ctx): string {
  const d = sleevePath(c.sleeve);
  return (
    `<path d="${d}" fill="${c.c.sleeve}"/><path d="${d}" fill="url(#${c.id}-sleeveShade)"/>` +
    `<g clip-path="url(#${c.id}-sleeve)">${sleeveDetail(c)}</g>` +
    `<path d="${d}" fill="none" ${stroke(c)}/>${cuff(c)}`
  );
}

function sleeves(c: Ctx): string {
  const one = sleeve(c);
  return `<g transform="scale(-1 1)">${one}</g><g>${one}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Necklines

function crewNeck(c: Ctx): string {
  const { s } = c;
  const w = s.neckHalf;
  const r = s.neckRib;
  const back = `M${xy(pt(-w, 0))} Q${xy(pt(0, s.backNeck * 2))} ${xy(pt(w, 0))}`;
  const inside = `${back} ${necklineRL(w, s.frontNeck, 0)}Z`;
  const backRib = `${back} L${xy(pt(w - 3, r * 0.8))} Q${xy(pt(0, s.backNeck * 2 + r * 0.8))} ${xy(pt(-w + 3, r * 0.8))}Z`;
  // The rib starts where the shoulder seam meets it, so it follows the shoulder's slope.
  const slope = s.shoulder.y / (s.shoulder.x - w);
  const outerY = slope * r;
  const rib = `M${xy(pt(-w - r, outerY))} ${necklineLR(w + r, s.frontNeck + r, outerY)} L${xy(pt(w, 0))} ${necklineRL(w, s.frontNeck, 0)}Z`;
  const ribFill = c.detail === 'trim' ? c.accent : c.c.dark;
  const stitch = `M${xy(pt(-w - r - 3, outerY + 2))} ${necklineLR(w + r + 3, s.frontNeck + r + 4, outerY + 2)}`;
  const vee = c.type === 'sweat_shirts_full' ? sweatshirtVee(c) : '';
  return (
    `<path d="${inside}" fill="${c.c.inside}"/><path d="${backRib}" fill="${lighten(c.c.inside, 0.1)}"/>` +
    `<path d="${backRib}" fill="url(#${c.id}-rib)"/>` +
    `<path d="${rib}" fill="${ribFill}"/><path d="${rib}" fill="url(#${c.id}-rib)"/><path d="${rib}" fill="none" ${stroke(c, 2)}/>` +
    `<path d="${stitch}" ${stitchAttrs(c)}/>${vee}`
  );
}

/** The little V insert under a sweatshirt's neck rib is its best-known detail. */
function sweatshirtVee(c: Ctx): string {
  const { s } = c;
  const top = s.frontNeck + s.neckRib - 2;
  const d = `M${xy(pt(-20, top))} L${xy(pt(20, top))} L${xy(pt(0, top + 30))}Z`;
  return `<path d="${d}" fill="${c.c.dark}"/><path d="${d}" fill="url(#${c.id}-ribH)"/><path d="${d}" fill="none" ${stroke(c, 1.8)}/>`;
}

function poloCollar(c: Ctx): string {
  const { s } = c;
  const w = s.neckHalf;
  const nd = s.frontNeck;
  const tipping = c.detail === 'trim';
  // Straight across the top: the collar stand covers this edge, so no gap can show under it.
  const inside = `M${xy(pt(-w, 0))} L${xy(pt(w, 0))} ${necklineRL(w, nd, 0)}Z`;
  // The collar stand shows behind the neck, above the shoulder line.
  const stand = `M${xy(pt(-w - 4, 8))} C${xy(pt(-w - 2, -14))} ${xy(pt(-w * 0.5, -20))} ${xy(pt(0, -20))} C${xy(pt(w * 0.5, -20))} ${xy(pt(w + 2, -14))} ${xy(pt(w + 4, 8))} Q${xy(pt(0, 4))} ${xy(pt(-w - 4, 8))}Z`;
  const leaf = collarLeafPath(s);
  const [a, b] = collarEdge(s);
  const e = minus(b, a);
  const inward = times(pt(-e.y, e.x), 1 / Math.hypot(e.x, e.y));
  const tipLine = (off: number, width: number): string =>
    `<path d="M${xy(plus(plus(a, times(inward, off)), times(e, -0.1)))} L${xy(plus(plus(b, times(inward, off)), times(e, 0.1)))}" stroke="${c.accent}" stroke-width="${width}"/>`;
  const tip = tipping ? tipLine(8, 5) + tipLine(16, 3) : '';
  const oneLeaf =
    `<path d="${leaf}" fill="${c.c.base}"/><path d="${leaf}" fill="url(#${c.id}-sleeveShade)" opacity="0.7"/>` +
    `<g clip-path="url(#${c.id}-leaf)">${tip}</g>` +
    `<path d="${leaf}" fill="none" ${stroke(c, 2.2)}/>`;
  return (
    `<path d="${inside}" fill="${c.c.inside}"/>` +
    `<path d="${stand}" fill="${c.c.dark}"/><path d="${stand}" fill="none" ${stroke(c, 2)}/>` +
    placket(c) +
    `<g transform="scale(-1 1)">${oneLeaf}</g>${oneLeaf}`
  );
}

/** The right collar leaf, from the back of the neck round to its point by the placket. */
function collarLeafPath(s: Silhouette): string {
  const w = s.neckHalf;
  const nd = s.frontNeck;
  const [outer, point] = collarEdge(s);
  return (
    `M${xy(pt(w - 2, -14))} C${xy(pt(w + 22, -8))} ${xy(pt(outer.x - 4, outer.y - 22))} ${xy(outer)} ` +
    `L${xy(point)} L${xy(pt(3, nd - 4))} C${xy(pt(w * 0.55, nd - 12))} ${xy(pt(w * 0.9, 24))} ${xy(pt(w - 2, -14))}Z`
  );
}

/** The collar's free edge, from where it lies on the shoulder to its point. */
function collarEdge(s: Silhouette): [Pt, Pt] {
  return [pt(s.neckHalf + 50, 32), pt(26, s.frontNeck + 52)];
}

const placketLength = (c: Ctx): number => (c.kids ? 100 : 130);

function placket(c: Ctx): string {
  const nd = c.s.frontNeck;
  const long = placketLength(c);
  const w = 17;
  const rect = `M${xy(pt(-w, nd - 8))} L${xy(pt(w, nd - 8))} L${xy(pt(w, nd + long))} L${xy(pt(-w, nd + long))}Z`;
  const count = c.kids ? 2 : 3;
  const buttons = Array.from({ length: count }, (_, i) => {
    const y = nd + 34 + i * ((long - 50) / Math.max(1, count - 1));
    return button(c, pt(0, y));
  }).join('');
  const stitch = `M${xy(pt(-w + 5, nd))} L${xy(pt(-w + 5, nd + long - 5))} L${xy(pt(w - 5, nd + long - 5))} L${xy(pt(w - 5, nd))}`;
  return `<path d="${rect}" fill="${c.c.base}"/><path d="${rect}" fill="none" ${stroke(c, 2)}/><path d="${stitch}" ${stitchAttrs(c)}/>${buttons}`;
}

function button(c: Ctx, at: Pt): string {
  const face = luminance(c.c.base) > 0.6 ? darken(c.c.base, 0.12) : lighten(c.c.base, 0.7);
  return (
    `<circle cx="${num(at.x)}" cy="${num(at.y)}" r="7.5" fill="${face}" stroke="${c.c.line}" stroke-width="1.5"/>` +
    `<circle cx="${num(at.x - 2.4)}" cy="${num(at.y)}" r="1.4" fill="${c.c.line}"/>` +
    `<circle cx="${num(at.x + 2.4)}" cy="${num(at.y)}" r="1.4" fill="${c.c.line}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Hood and kangaroo pocket

const HOOD_TOP = -200;

function hoodPaths(s: Silhouette): { outer: string; opening: string; rimL: string; rimR: string } {
  const w = s.neckHalf;
  const nd = s.frontNeck;
  const outer =
    `M${xy(pt(-w - 40, 44))} C${xy(pt(-w - 74, -60))} ${xy(pt(-w - 34, HOOD_TOP))} ${xy(pt(0, HOOD_TOP))} ` +
    `C${xy(pt(w + 34, HOOD_TOP))} ${xy(pt(w + 74, -60))} ${xy(pt(w + 40, 44))}Z`;
  const top = HOOD_TOP + 42;
  const ow = w - 4;
  // The opening is the face hole; its rims cross over at the front of the neck.
  const side = (k: number): string =>
    `M${xy(pt(0, top))} C${xy(pt(k * ow, top))} ${xy(pt(k * (ow + 16), -70))} ${xy(pt(k * ow, 6))} ` +
    `C${xy(pt(k * ow * 0.8, nd * 0.6))} ${xy(pt(k * w * 0.3, nd + 6))} ${xy(pt(-k * 18, nd + 16))}`;
  const opening =
    `M${xy(pt(0, top))} C${xy(pt(ow, top))} ${xy(pt(ow + 16, -70))} ${xy(pt(ow, 6))} L${xy(pt(0, nd + 10))} ` +
    `L${xy(pt(-ow, 6))} C${xy(pt(-ow - 16, -70))} ${xy(pt(-ow, top))} ${xy(pt(0, top))}Z`;
  return { outer, opening, rimL: side(-1), rimR: side(1) };
}

function hoodBack(c: Ctx): string {
  const h = hoodPaths(c.s);
  const lining = c.detail === 'trim' ? c.accent : darken(c.c.base, 0.2);
  // A centre seam runs over the crown, as on a two-panel hood.
  const seam = `M${xy(pt(0, HOOD_TOP + 4))} L${xy(pt(0, HOOD_TOP + 30))}`;
  return (
    `<path d="${h.outer}" fill="${c.c.sleeve}"/><path d="${h.outer}" fill="url(#${c.id}-shade)"/>` +
    `<path d="${h.outer}" fill="none" ${stroke(c)}/><path d="${seam}" ${stitchAttrs(c)}/>` +
    `<path d="${h.opening}" fill="${lining}"/><path d="${h.opening}" fill="url(#${c.id}-deep)"/>`
  );
}

function hoodFront(c: Ctx): string {
  const h = hoodPaths(c.s);
  const rim = (d: string): string =>
    `<path d="${d}" fill="none" stroke="${c.c.line}" stroke-width="27" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${c.c.base}" stroke-width="23" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="6" transform="translate(0 5)"/>`;
  return rim(h.rimR) + rim(h.rimL) + drawstrings(c);
}

const cordLength = (c: Ctx): number => (c.kids ? 80 : 120);
/** Lowest point of the drawstrings, aglets included. */
const cordEnd = (c: Ctx): number => c.s.frontNeck + cordLength(c) + 16;
const pocketHeight = (c: Ctx): number => (c.kids ? 120 : 165);
const pocketBottom = (s: Silhouette): number => s.hemY - s.hemBand - 4;

function drawstrings(c: Ctx): string {
  const nd = c.s.frontNeck;
  const cord = c.detail === 'trim' ? c.accent : luminance(c.c.base) > 0.6 ? darken(c.c.base, 0.25) : lighten(c.c.base, 0.75);
  const length = cordLength(c);
  return [-1, 1]
    .map((k) => {
      const eyelet = pt(k * 30, nd - 2);
      const tip = pt(k * 36, nd + length);
      const bend = pt(k * 24, nd + length * 0.5);
      return (
        `<circle cx="${num(eyelet.x)}" cy="${num(eyelet.y)}" r="6" fill="${c.c.inside}" stroke="${c.c.line}" stroke-width="2"/>` +
        `<path d="M${xy(eyelet)} Q${xy(bend)} ${xy(tip)}" fill="none" stroke="${c.c.line}" stroke-width="8" stroke-linecap="round"/>` +
        `<path d="M${xy(eyelet)} Q${xy(bend)} ${xy(tip)}" fill="none" stroke="${cord}" stroke-width="5" stroke-linecap="round"/>` +
        `<rect x="${num(tip.x - 4.5)}" y="${num(tip.y - 2)}" width="9" height="18" rx="3" fill="${c.c.line}"/>`
      );
    })
    .join('');
}

function kangarooPocket(c: Ctx): string {
  const { s } = c;
  const bottom = pocketBottom(s);
  const height = pocketHeight(c);
  const top = bottom - height;
  const tw = c.kids ? 78 : 92;
  const bw = s.hemHalf * 0.86;
  const d =
    `M${xy(pt(-tw, top))} L${xy(pt(tw, top))} Q${xy(pt(tw + 18, top + height * 0.55))} ${xy(pt(bw, bottom))} ` +
    `L${xy(pt(-bw, bottom))} Q${xy(pt(-tw - 18, top + height * 0.55))} ${xy(pt(-tw, top))}Z`;
  const opening = (k: number): string =>
    `M${xy(pt(k * (tw + 2), top + 6))} Q${xy(pt(k * (tw + 16), top + height * 0.55))} ${xy(pt(k * (bw - 4), bottom - 4))}`;
  return (
    `<path d="${d}" fill="${c.c.base}"/><path d="${d}" fill="#000" fill-opacity="0.05"/>` +
    `<path d="${opening(1)}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="9" transform="translate(6 0)"/>` +
    `<path d="${opening(-1)}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="9" transform="translate(-6 0)"/>` +
    `<path d="${d}" fill="none" ${stroke(c, 2.2)}/>` +
    `<path d="M${xy(pt(-tw + 2, top + 8))} L${xy(pt(tw - 2, top + 8))}" ${stitchAttrs(c)}/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Variant details and kids' motifs (all drawn inside the body clip)

/** Where a chest print sits, and the radius it may use without running into other details. */
function printSpot(c: Ctx): { at: Pt; room: number } {
  const { s } = c;
  if (s.neck === 'hood') {
    // Between the drawstring tips and the pocket.
    const top = cordEnd(c);
    const bottom = pocketBottom(s) - pocketHeight(c);
    return { at: pt(0, (top + bottom) / 2), room: Math.max(20, (bottom - top) / 2 - 6) };
  }
  if (c.type === 'crop_top') return { at: pt(0, s.frontNeck + s.neckRib + 62), room: 46 };
  const room = c.kids ? 58 : 66;
  const clear = s.neck === 'polo' ? s.frontNeck + placketLength(c) + room + 16 : s.frontNeck + s.neckRib + 70;
  return { at: pt(0, Math.max(clear, s.underarm.y + 16)), room };
}

function bodyDetail(c: Ctx): string {
  if (c.kids) return (c.detail === 'stripes' ? stripes(c) : '') + kidsMotif(c);
  switch (c.detail) {
    case 'pocket':
      return c.type === 'round_neck_half' || c.type === 'round_neck_oversize' || c.type === 'round_neck_full'
        ? chestPocket(c)
        : smallLogo(c);
    case 'stripes':
      return stripes(c);
    case 'print':
      return sunsetPrint(c);
    default:
      return '';
  }
}

function chestPocket(c: Ctx): string {
  const x = c.s.neckHalf * 0.7;
  const y = c.s.frontNeck + c.s.neckRib + 52;
  const w = 64;
  const h = 72;
  const d = `M${xy(pt(x, y))} L${xy(pt(x + w, y))} L${xy(pt(x + w, y + h - 12))} L${xy(pt(x + w / 2, y + h))} L${xy(pt(x, y + h - 12))}Z`;
  return (
    `<path d="${d}" fill="${c.c.base}"/><path d="${d}" fill="#000" fill-opacity="0.06"/><path d="${d}" fill="none" ${stroke(c, 1.8)}/>` +
    `<path d="M${xy(pt(x, y + 12))} L${xy(pt(x + w, y + 12))}" ${stitchAttrs(c)}/>` +
    `<path d="M${xy(pt(x + 5, y + 16))} L${xy(pt(x + 5, y + h - 14))} L${xy(pt(x + w / 2, y + h - 5))} L${xy(pt(x + w - 5, y + h - 14))} L${xy(pt(x + w - 5, y + 16))}" ${stitchAttrs(c)}/>`
  );
}

function smallLogo(c: Ctx): string {
  const at = pt(c.s.neckHalf * 0.95 + 28, c.s.frontNeck + 62);
  return (
    `<circle cx="${num(at.x)}" cy="${num(at.y)}" r="15" fill="none" stroke="${c.accent}" stroke-width="4"/>` +
    `<path d="M${xy(plus(at, pt(-8, 4)))} Q${xy(plus(at, pt(0, -14)))} ${xy(plus(at, pt(8, 4)))}" fill="none" stroke="${c.accent}" stroke-width="4" stroke-linecap="round"/>`
  );
}

/** Breton stripes suit tees; heavier garments get a varsity chest band instead. */
const hasBretonStripes = (c: Ctx): boolean => c.detail === 'stripes' && c.s.neck === 'crew' && c.s.hemBand === 0;

/** Breton stripes run across body and sleeves alike, so both use the same rows. */
function bretonRows(c: Ctx, to: number): string {
  const { s } = c;
  const gap = c.kids ? 30 : 36;
  const rows: string[] = [];
  for (let y = s.frontNeck + s.neckRib + 34; y < to; y += gap) {
    rows.push(`<rect x="-500" y="${num(y)}" width="1000" height="${c.kids ? 11 : 12}" fill="${c.accent}" fill-opacity="0.92"/>`);
  }
  return rows.join('');
}

function stripes(c: Ctx): string {
  if (hasBretonStripes(c)) return bretonRows(c, c.s.hemY - 20);
  const y = printSpot(c).at.y - 30;
  return [0, 26]
    .map((dy, i) => `<rect x="-400" y="${num(y + dy)}" width="800" height="${i === 0 ? 16 : 8}" fill="${c.accent}"/>`)
    .join('');
}

/** A retro sunset: a disc sliced by bars of the fabric colour. No lettering, by design. */
function sunsetPrint(c: Ctx): string {
  const { at, room } = printSpot(c);
  const r = Math.min(62, room - 8);
  // Centres the disc and the rule under it together.
  const cy = at.y - 7;
  const bars = [0.15, 0.38, 0.6, 0.8]
    .map((f, i) => `<rect x="${num(-r - 2)}" y="${num(cy - r + r * 2 * (0.5 + f * 0.5))}" width="${num(r * 2 + 4)}" height="${num(3 + i * 2.5)}" fill="${c.c.base}"/>`)
    .join('');
  return (
    `<circle cx="0" cy="${num(cy)}" r="${num(r)}" fill="${c.accent}"/>${bars}` +
    `<rect x="${num(-r * 1.3)}" y="${num(cy + r + 10)}" width="${num(r * 2.6)}" height="5" rx="2.5" fill="${c.accent}"/>`
  );
}

function kidsMotif(c: Ctx): string {
  const { at, room } = printSpot(c);
  const soft = mix(c.accent, c.c.base, 0.45);
  // The motifs are drawn about 60 units in radius.
  const k = Math.min(1, room / 60);
  // Over stripes, the motif sits on a plain patch so it stays legible.
  const patch = c.detail === 'stripes' ? `<circle r="74" fill="${c.c.base}" stroke="${c.accent}" stroke-width="5"/>` : '';
  const g = (inner: string): string => `<g transform="translate(${num(at.x)} ${num(at.y)}) scale(${k.toFixed(2)})">${patch}${inner}</g>`;
  // Five motifs against six details: the two cycles combine into thirty distinct kids' items.
  switch (c.variant % 5) {
    case 0:
      return g(`<path d="${starPath(50, 22)}" fill="${c.accent}"/><circle cx="58" cy="-40" r="8" fill="${soft}"/><circle cx="-60" cy="30" r="6" fill="${soft}"/>`);
    case 1:
      return g(`<path d="M0,40 C-60,0 -50,-48 -22,-48 C-8,-48 0,-36 0,-28 C0,-36 8,-48 22,-48 C50,-48 60,0 0,40Z" fill="${c.accent}"/><circle cx="-20" cy="-26" r="7" fill="#fff" fill-opacity="0.45"/>`);
    case 2:
      return g(
        [52, 38, 24]
          .map((r, i) => `<path d="M${-r},20 A${r},${r} 0 0 1 ${r},20" fill="none" stroke="${[c.accent, soft, lighten(c.accent, 0.5)][i]}" stroke-width="12" stroke-linecap="round"/>`)
          .join('') + `<circle cx="-56" cy="28" r="12" fill="#fff" fill-opacity="0.8"/><circle cx="56" cy="28" r="12" fill="#fff" fill-opacity="0.8"/>`,
      );
    case 3:
      return g(`<path d="M10,-52 L-26,6 L-2,6 L-12,52 L28,-8 L4,-8 L16,-52Z" fill="${c.accent}" stroke="${soft}" stroke-width="4" stroke-linejoin="round"/>`);
    default:
      return g(
        `<circle r="30" fill="${c.accent}"/><ellipse rx="58" ry="14" fill="none" stroke="${soft}" stroke-width="7" transform="rotate(-18)"/>` +
          `<path d="M-28,-4 A30,30 0 0 0 28,-4" fill="none" stroke="${c.accent}" stroke-width="7" transform="rotate(-18)"/>` +
          `<circle cx="-52" cy="-38" r="5" fill="${soft}"/><circle cx="48" cy="40" r="4" fill="${soft}"/>`,
      );
  }
}

function starPath(outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return xy(pt(Math.cos(a) * r, Math.sin(a) * r));
  });
  return `M${points.join(' L')}Z`;
}

// ---------------------------------------------------------------------------------------------
// Whole garments

interface GarmentArt {
  /** Markup in the garment's local coordinates. */
  markup: string;
  /** Bounding box of the markup in local coordinates. */
  box: Box;
  /** The outline alone in one flat fill, for drop shadows. */
  silhouette: string;
  /** Half the hem width, used to size the floor shadow. */
  hemHalf: number;
}

function silhouetteMarkup(c: Ctx): string {
  const { s } = c;
  const g = c.sleeve;
  const half = s.sleeve.endHalf * 0.84;
  const cuffEnd = plus(g.end, times(g.d, s.sleeve.cuff));
  const arm =
    `<path d="${sleevePath(g)}"/>` +
    (s.sleeve.cuff
      ? `<path d="M${xy(minus(g.end, times(g.p, half)))} L${xy(plus(g.end, times(g.p, half)))} L${xy(plus(cuffEnd, times(g.p, half)))} L${xy(minus(cuffEnd, times(g.p, half)))}Z"/>`
      : '');
  const band = s.hemBand ? `<rect x="${num(-s.hemHalf + 6)}" y="${num(s.hemY - s.hemBand)}" width="${num(s.hemHalf * 2 - 12)}" height="${num(s.hemBand)}"/>` : '';
  const hood = s.neck === 'hood' ? `<path d="${hoodPaths(s).outer}"/>` : '';
  return `<g fill="#000">${hood}<g transform="scale(-1 1)">${arm}</g>${arm}<path d="${bodyPath(s)}"/>${band}</g>`;
}

function drawGarment(options: GarmentOptions, id: string): GarmentArt {
  const s = silhouetteFor(options.productType, options.category);
  const colour = toHex(parseHex(options.colour));
  const accent = toHex(parseHex(options.accent));
  const variant = Math.abs(Math.trunc(options.variant ?? 0));
  const c: Ctx = {
    id,
    type: options.productType,
    kids: options.category === 'kids',
    s,
    c: shadesFor(colour),
    accent,
    variant,
    detail: DETAILS[variant % DETAILS.length] ?? 'plain',
    sleeve: sleeveGeometry(s),
  };
  const hood = s.neck === 'hood';
  const neck = s.neck === 'polo' ? poloCollar(c) : hood ? hoodFront(c) : crewNeck(c);
  const markup =
    defs(c) +
    (hood ? hoodBack(c) : '') +
    sleeves(c) +
    bodyShape(c) +
    hemBand(c) +
    (hood ? kangarooPocket(c) : '') +
    neck;
  const g = c.sleeve;
  const cuffEnd = plus(g.end, times(g.d, s.sleeve.cuff));
  const box = boxOf([
    g.outerEnd,
    g.innerEnd,
    plus(cuffEnd, times(g.p, s.sleeve.endHalf)),
    s.shoulder,
    pt(s.hemHalf, s.hemY + 6),
    pt(s.neckHalf + 40, hood ? HOOD_TOP : s.neck === 'polo' ? -20 : 0),
  ]);
  return { markup, box, silhouette: silhouetteMarkup(c), hemHalf: s.hemHalf };
}

/** Scale that makes a garment fill the frame, while kids' clothes stay visibly smaller. */
function fitScale(art: GarmentArt, maxWidth: number, maxHeight: number, kids: boolean): number {
  const w = art.box.maxX - art.box.minX;
  const h = art.box.maxY - art.box.minY;
  // Short garments may grow a little, so a crop top does not look lost in its frame.
  return Math.min(1.15, maxWidth / w, maxHeight / h) * (kids ? 0.8 : 1);
}

function placed(art: GarmentArt, centre: Pt, scale: number, rotate = 0): string {
  const cx = (art.box.minX + art.box.maxX) / 2;
  const cy = (art.box.minY + art.box.maxY) / 2;
  return (
    `<g transform="translate(${num(centre.x)} ${num(centre.y)}) rotate(${num(rotate)}) scale(${scale.toFixed(4)}) translate(${num(-cx)} ${num(-cy)})">` +
    `${art.markup}</g>`
  );
}

function floorShadow(id: string, centre: Pt, rx: number, ry: number, opacity: number): string {
  return (
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="${opacity}"/>` +
    `<stop offset="0.6" stop-color="#000" stop-opacity="${opacity * 0.35}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${num(centre.x)}" cy="${num(centre.y)}" rx="${num(rx)}" ry="${num(ry)}" fill="url(#${id})"/>`
  );
}

/** An 800×800 product image: the garment floating over a soft studio backdrop. */
export function garmentSvg(options: GarmentOptions): string {
  const art = drawGarment(options, 'g');
  const kids = options.category === 'kids';
  const scale = fitScale(art, 640, 610, kids);
  const height = (art.box.maxY - art.box.minY) * scale;
  const centre = pt(GARMENT_CANVAS / 2, 380 + (kids ? 10 : 0));
  const colour = toHex(parseHex(options.colour));
  // Pale fabric needs a darker backdrop to stand out; otherwise a faint tint of the fabric.
  const pale = luminance(colour) > 0.7;
  const top = pale ? '#e7e3dd' : mix(colour, '#f6f3ee', 0.9);
  const bottom = pale ? '#d3cec6' : mix(colour, '#e6e1da', 0.84);
  const size = GARMENT_CANVAS;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="bgGlow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/><rect width="${size}" height="${size}" fill="url(#bgGlow)"/>` +
    floorShadow('floor', pt(centre.x, centre.y + height / 2 + 30), art.hemHalf * scale * 1.35, 22 * (kids ? 0.8 : 1), 0.3) +
    placed(art, centre, scale) +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Hero banners

interface HeroSlot {
  x: number;
  y: number;
  /** The garment is scaled to fit this box, whatever its shape. */
  width: number;
  height: number;
  rotate: number;
}

/**
 * Hand-placed layouts on the right 60% of the banner, listed back to front: the outer garments
 * tilt away and the centre one overlaps them, like a styled flat-lay.
 */
const HERO_LAYOUTS: Readonly<Record<number, readonly HeroSlot[]>> = {
  1: [{ x: 1130, y: 305, width: 500, height: 450, rotate: -3 }],
  2: [
    { x: 985, y: 315, width: 380, height: 400, rotate: -6 },
    { x: 1300, y: 300, width: 380, height: 420, rotate: 5 },
  ],
  3: [
    { x: 880, y: 330, width: 330, height: 340, rotate: -8 },
    { x: 1390, y: 330, width: 330, height: 340, rotate: 7 },
    { x: 1135, y: 300, width: 380, height: 410, rotate: -1 },
  ],
  4: [
    { x: 820, y: 340, width: 280, height: 300, rotate: -9 },
    { x: 1460, y: 340, width: 280, height: 300, rotate: 8 },
    { x: 1020, y: 310, width: 320, height: 360, rotate: -4 },
    { x: 1255, y: 305, width: 320, height: 370, rotate: 4 },
  ],
};

/** A 1600×600 banner; the left 40% is kept quiet for the headline the frontend overlays. */
export function heroSvg(options: HeroOptions): string {
  const [bg, first, second] = options.palette.map((p) => toHex(parseHex(p))) as [string, string, string];
  const types = options.productTypes.slice(0, 4);
  if (types.length === 0) throw new Error('heroSvg needs at least one product type');
  const slots = HERO_LAYOUTS[types.length] ?? [];
  const category = options.category ?? 'male';
  const fabrics = heroFabrics(bg, first, second);
  const garments = types.map((productType, i) => {
    const slot = slots[i] ?? { x: 1135, y: 300, width: 400, height: 420, rotate: 0 };
    // The centre garment takes the strongest colour; the others the supporting ones.
    const fabric = fabrics[(types.length - 1 - i) % fabrics.length] ?? { colour: second, accent: bg, variant: 0 };
    const art = drawGarment({ productType, category, colour: fabric.colour, accent: fabric.accent, variant: fabric.variant }, `h${i}`);
    const scale = Math.min(slot.height / (art.box.maxY - art.box.minY), slot.width / (art.box.maxX - art.box.minX));
    const at = pt(slot.x, slot.y);
    // A hard, offset shadow suits the flat style and costs nothing, unlike a blur filter.
    const shadow = `<g transform="translate(12 14)" opacity="0.16">${placed({ ...art, markup: art.silhouette }, at, scale, slot.rotate)}</g>`;
    return shadow + placed(art, at, scale, slot.rotate);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}">` +
    heroBackdrop(bg, first, second) +
    garments.join('') +
    `</svg>`
  );
}

/**
 * Garment colours for a hero, centre garment first. The first two sit mostly on the disc, so they
 * must stand apart from it; the outer ones hang over the backdrop, so they must stand apart from that.
 */
function heroFabrics(bg: string, first: string, second: string): { colour: string; accent: string; variant: number }[] {
  const paleBg = luminance(bg) > 0.4;
  const paleDisc = luminance(first) > 0.75;
  const outer = paleBg ? '#2e3138' : lighten(first, 0.55);
  return [
    { colour: second, accent: paleDisc ? '#2e3138' : '#f7f5f0', variant: 4 },
    { colour: paleDisc ? '#2e3138' : '#f7f5f0', accent: first, variant: 0 },
    { colour: outer, accent: second, variant: 1 },
    { colour: mix(second, '#ffffff', 0.5), accent: paleBg ? '#2e3138' : first, variant: 3 },
  ];
}

function heroBackdrop(bg: string, first: string, second: string): string {
  const w = HERO_WIDTH;
  const h = HERO_HEIGHT;
  const light = luminance(bg) > 0.4;
  const dots = light ? darken(bg, 0.18) : lighten(bg, 0.25);
  return (
    `<defs>` +
    `<linearGradient id="heroBg" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${lighten(bg, 0.12)}"/><stop offset="0.5" stop-color="${bg}"/><stop offset="1" stop-color="${mix(bg, first, 0.14)}"/></linearGradient>` +
    `<radialGradient id="heroDisc" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${lighten(first, 0.12)}"/><stop offset="1" stop-color="${darken(first, 0.12)}"/></radialGradient>` +
    `<pattern id="heroDots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.6" fill="${dots}"/></pattern>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#heroBg)"/>` +
    // Big shapes only on the right, so the headline side stays calm.
    `<circle cx="1150" cy="300" r="300" fill="url(#heroDisc)"/>` +
    `<circle cx="1490" cy="70" r="150" fill="${second}" fill-opacity="0.9"/>` +
    `<path d="M${w},${h} L${w},380 C1500,420 1420,560 1250,${h}Z" fill="${mix(second, bg, 0.35)}" fill-opacity="0.85"/>` +
    `<circle cx="1150" cy="300" r="335" fill="none" stroke="${second}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<rect x="690" y="430" width="176" height="132" fill="url(#heroDots)"/>` +
    `<rect x="1380" y="470" width="154" height="110" fill="url(#heroDots)" opacity="0.7"/>` +
    `<circle cx="120" cy="560" r="190" fill="none" stroke="${light ? darken(bg, 0.06) : lighten(bg, 0.06)}" stroke-width="40"/>` +
    `<circle cx="770" cy="110" r="18" fill="${second}"/>` +
    `<circle cx="720" cy="170" r="7" fill="${first}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** Renders an SVG from this module to WebP at `width` pixels wide. */
export async function renderWebp(svg: string, width: number, quality = 82): Promise<Buffer> {
  if (!Number.isInteger(width) || width <= 0) throw new Error(`Width must be a positive integer, got ${width}`);
  const declared = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1];
  const svgWidth = declared ? Number(declared) : GARMENT_CANVAS;
  // Rasterising at the target density keeps edges crisp instead of scaling a bitmap afterwards.
  const density = (72 * width) / svgWidth;
  return sharp(Buffer.from(svg), { density })
    .resize({ width })
    .webp({ quality, effort: 4 })
    .toBuffer();
}
