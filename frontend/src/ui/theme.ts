import { MOBILE_FILTER_BREAKPOINT_PX } from '@threadline/domain';

// The one theme of the storefront and back office. Calm warm neutrals, ink for primary actions and
// a single clay accent for sale and highlights. Every text/background pair used below meets WCAG
// AA (4.5:1 for body text): ink #1f1c19 and muted #5c554d on paper #faf8f5 and surface #ffffff,
// white on accent #9a3b26 and on ink.

export const theme = {
  color: {
    paper: '#faf8f5',
    surface: '#ffffff',
    sunken: '#f1eee9',
    imageWell: '#ece9e3',
    ink: '#1f1c19',
    inkHover: '#3a3530',
    text: '#1f1c19',
    muted: '#5c554d',
    border: '#e3ded6',
    borderStrong: '#cfc8bd',
    accent: '#9a3b26',
    accentHover: '#7f2f1d',
    accentSoft: '#f6e9e4',
    onInk: '#ffffff',
    onAccent: '#ffffff',
    focus: '#1f5fbf',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1e6b45',
    warningSoft: '#fbf1dc',
    warningText: '#7a4a00',
    skeleton: '#ebe7e1',
  },
  font: {
    body: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", ui-serif, serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  // A modular scale (~1.25) in rem, from captions to the hero.
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.15, snug: 1.3, normal: 1.55 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(31, 28, 25, 0.06)',
    md: '0 6px 20px rgba(31, 28, 25, 0.08)',
    lg: '0 18px 50px rgba(31, 28, 25, 0.16)',
  },
  layout: { maxWidth: '1280px', gutter: 'clamp(1rem, 4vw, 2.5rem)', headerHeight: '4.25rem' },
  // Mobile first: `media.md` and up is the desktop presentation (MOBILE_FILTER_BREAKPOINT_PX).
  breakpoint: { sm: 480, md: MOBILE_FILTER_BREAKPOINT_PX, lg: 1024, xl: 1280 },
  duration: { fast: '120ms', normal: '200ms', slow: '400ms' },
  zIndex: { header: 20, overlay: 40, toast: 60, skipLink: 80 },
} as const;

export type Theme = typeof theme;

/** Media queries, mobile first: `${media.md} { ... }` applies from 768 px up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoint.sm}px)`,
  md: `@media (min-width: ${theme.breakpoint.md}px)`,
  lg: `@media (min-width: ${theme.breakpoint.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoint.xl}px)`,
  belowMd: `@media (max-width: ${theme.breakpoint.md - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
