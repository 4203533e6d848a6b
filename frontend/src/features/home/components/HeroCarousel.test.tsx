import { act, fireEvent, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@threadline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
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

function renderCarousel() {
  renderWithTheme(<HeroCarousel images={IMAGES} action={<a href="/shop/listing">Shop Now</a>} />);
  return screen.getByRole('region', { name: 'Featured collections' });
}

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
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
    const banners = region.querySelectorAll('img');
    expect(banners[0]).toHaveAttribute('loading', 'eager');
    expect(banners[0]).toHaveAttribute('fetchpriority', 'high');
    expect(banners[0]?.getAttribute('srcset')).toContain('w640.webp 640w');
    expect(banners[1]).toHaveAttribute('loading', 'lazy');
  });
});
