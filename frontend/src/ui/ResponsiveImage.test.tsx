import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

const SIZES = '(max-width: 767px) 50vw, 25vw';

function renderImage(src: string) {
  render(<ResponsiveImage src={src} alt="Navy tee" sizes={SIZES} width={800} height={1000} loading="lazy" />);
  return screen.getByRole('img', { name: 'Navy tee' });
}

describe('ResponsiveImage', () => {
  it('offers every stored variant of an image named by the variant scheme', () => {
    const image = renderImage('/media/products/navy-tee-3f2a9c0d1b7e-w1280.webp');
    expect(image).toHaveAttribute('src', '/media/products/navy-tee-3f2a9c0d1b7e-w1280.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/products/navy-tee-3f2a9c0d1b7e-w320.webp 320w, /media/products/navy-tee-3f2a9c0d1b7e-w640.webp 640w, /media/products/navy-tee-3f2a9c0d1b7e-w1280.webp 1280w',
    );
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('offers only the variants a small original has', () => {
    expect(renderImage('/media/products/badge-0123456789ab-w500.webp')).toHaveAttribute(
      'srcset',
      '/media/products/badge-0123456789ab-w320.webp 320w, /media/products/badge-0123456789ab-w500.webp 500w',
    );
  });

  it('works with absolute URLs and wider hero banners', () => {
    expect(renderImage('https://shop.example.com/media/features/hero-1-0123456789ab-w1600.webp').getAttribute('srcset')).toBe(
      ['320', '640', '1280', '1600'].map((w) => `https://shop.example.com/media/features/hero-1-0123456789ab-w${w}.webp ${w}w`).join(', '),
    );
  });

  it.each(['https://cdn.example.com/look.jpg', '/media/products/navy.webp', '/media/products/navy-3f2a9c0d1b7e.webp'])(
    'shows %s as a plain src, without srcset or sizes',
    (src) => {
      const image = renderImage(src);
      expect(image).toHaveAttribute('src', src);
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
    },
  );
});
