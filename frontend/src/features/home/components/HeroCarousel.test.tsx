import { act, fireEvent, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@threadline/domain';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { theme } from '../../../ui/theme';
import { HeroCarousel } from './HeroCarousel';

const IMAGES = [1, 2, 3].map((n) => ({ __typename: 'FeatureImage' as const, id: `f${n}`, image: `/media/features/hero-${n}-0123456789ab-w1280.webp` }));

const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** The banners the carousel has images for, by name ('/media/features/hero-2'), in slide order. */
const bannersIn = (region: HTMLElement) => Array.from(region.querySelectorAll('img'), (image) => image.getAttribute('src')!.replace(/-0123.*/, ''));

function renderCarousel() {
  renderWithTheme(<HeroCarousel images={IMAGES} action={<a href="/shop/listing">Shop Now</a>} />);
  return screen.getByRole('region', { name: 'Featured collections' });
}

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(`advances every ${CAROUSEL_INTERVAL_MS} ms, and not while the pointer or keyboard focus is inside`, () => {
    stubReducedMotion(false);
    const region = renderCarousel();
    expect(current()).toBe('Show slide 1 of 3');

    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('Show slide 2 of 3');

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(current()).toBe('Show slide 2 of 3');
    fireEvent.mouseLeave(region);

    act(() => screen.getByRole('link', { name: 'Shop Now' }).focus());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(current()).toBe('Show slide 2 of 3');
    act(() => screen.getByRole('link', { name: 'Shop Now' }).blur());

    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('Show slide 3 of 3');
  });

  it('sends only the first banner in the server’s HTML and adds the others once the page has loaded, or a slide as it is chosen', () => {
    stubReducedMotion(false);
    const carousel = <HeroCarousel images={IMAGES} action={<a href="/shop/listing">Shop Now</a>} />;
    const html = renderToString(<ThemeProvider theme={theme}>{carousel}</ThemeProvider>);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('hero-1-');

    // Loaded (jsdom's document is complete), the rest come in the next task.
    const region = renderCarousel();
    expect(bannersIn(region)).toEqual(['/media/features/hero-1']);
    act(() => vi.advanceTimersByTime(0));
    expect(bannersIn(region)).toEqual(['/media/features/hero-1', '/media/features/hero-2', '/media/features/hero-3']);
  });

  it('shows a slide chosen before the page has loaded with its banner', () => {
    stubReducedMotion(false);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const region = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(bannersIn(region)).toEqual(['/media/features/hero-1', '/media/features/hero-3']);
    act(() => window.dispatchEvent(new Event('load')));
    act(() => vi.advanceTimersByTime(0));
    expect(region.querySelectorAll('img')).toHaveLength(3);
  });

  it('never rotates by itself for a viewer who prefers reduced motion, but keeps its controls', () => {
    stubReducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(current()).toBe('Show slide 1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Show slide 2 of 3');
  });

  it('loads the first banner at once with high priority and a srcset, as the likely largest paint', () => {
    stubReducedMotion(false);
    const region = renderCarousel();
    act(() => vi.advanceTimersByTime(0));
    const banners = region.querySelectorAll('img');
    expect(banners[0]).toHaveAttribute('loading', 'eager');
    expect(banners[0]).toHaveAttribute('fetchpriority', 'high');
    expect(banners[0]?.getAttribute('srcset')).toContain('w640.webp 640w');
    expect(banners[1]).toHaveAttribute('loading', 'lazy');
  });
});
