import { AUTH_MARKETING, CAROUSEL_INTERVAL_MS, STORE_TAGLINE } from '@threadline/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { graphql } from '../../../graphql/generated';
import type { HeroCarousel_FeatureImageFragment } from '../../../graphql/generated/graphql';
import { IconButton } from '../../../ui/Button';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../ui/Icons';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { ServerHtml } from '../../../ui/ServerHtml';
import { usePrefersReducedMotion } from '../../../ui/hooks/useMediaQuery';
import { media, theme } from '../../../ui/theme';

export const HeroCarouselFragment = graphql(`
  fragment HeroCarousel_featureImage on FeatureImage {
    id
    image
  }
`);

// Below the lg breakpoint the region's min-height, not the viewport, sets the banner's width:
// covering 30rem of height at 8:3 takes about 1280 px, however narrow the screen.
const BANNER_SIZES = `(min-width: ${theme.breakpoint.lg}px) 100vw, 1280px`;

const Region = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  min-height: 30rem;
  background: ${({ theme }) => theme.color.ink};
  color: #ffffff;
  ${media.md} {
    min-height: 28rem;
  }
  ${media.lg} {
    /* The banners are 8:3; a little taller keeps room for the copy. Height is the larger of the
       ratio and min-height. */
    aspect-ratio: 16 / 6;
    max-height: 38rem;
  }
`;

const Slides = styled.div`
  position: absolute;
  inset: 0;
`;

// The garments sit on the right of the banners: `object-position` keeps them in view on narrow screens.
const Slide = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 700ms ease;
  ${media.reducedMotion} {
    transition: none;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 78% center;
  }
`;

// Guarantees AA contrast for the white copy whatever the banner looks like.
const Scrim = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  background: linear-gradient(180deg, rgba(20, 18, 16, 0.35) 0%, rgba(20, 18, 16, 0.72) 30%, rgba(20, 18, 16, 0.88) 100%);
  ${media.md} {
    background: linear-gradient(90deg, rgba(20, 18, 16, 0.82) 0%, rgba(20, 18, 16, 0.62) 48%, rgba(20, 18, 16, 0.08) 85%);
  }
`;

const Copy = styled.div`
  position: absolute;
  z-index: 2;
  inset-inline: 0;
  bottom: 5.5rem;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  padding-inline: ${({ theme }) => theme.layout.gutter};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  ${media.md} {
    top: 50%;
    bottom: auto;
    transform: translateY(calc(-50% - 1.5rem));
  }
`;

const CopyInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  max-width: 32rem;
`;

const Kicker = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: clamp(2.25rem, 5vw, 3.75rem);
  line-height: 1.05;
  letter-spacing: -0.02em;
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: #f1ece5;
`;

const Controls = styled.div`
  position: absolute;
  z-index: 3;
  inset-inline: 0;
  bottom: ${({ theme }) => theme.space[5]};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.layout.gutter};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Dots = styled.ul`
  list-style: none;
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Dot = styled(AriaButton)<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '1.5rem' : '0.5rem')};
    height: 0.5rem;
    border-radius: 999px;
    background: #ffffff;
    opacity: ${({ $active }) => ($active ? 1 : 0.6)};
    transition: width ${({ theme }) => theme.duration.normal};
  }
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid #ffffff;
    outline-offset: -4px;
    border-radius: 6px;
  }
`;

const RoundButton = styled(IconButton)`
  ${({ theme }) => css`
    background: rgba(255, 255, 255, 0.92);
    color: ${theme.color.ink};
    &[data-hovered] {
      background: #ffffff;
    }
    &[data-focus-visible] {
      outline: 3px solid #ffffff;
      outline-offset: 2px;
    }
  `}
`;

export interface HeroCarouselProps {
  images: readonly HeroCarousel_FeatureImageFragment[];
  /** The call to action under the copy (Shop Now). */
  action: ReactNode;
}

/**
 * The home page's rotating hero (spec: advances every CAROUSEL_INTERVAL_MS). Rotation stops while
 * the pointer or keyboard focus is inside, when paused with the button, and entirely when the
 * viewer prefers reduced motion; the copy and the Shop Now action never move.
 */
export function HeroCarousel({ images, action }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const count = images.length;
  const canRotate = count > 1 && !reducedMotion;
  const isRotating = canRotate && !isPaused && !isHovered && !hasFocusWithin;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isRotating, count]);

  // Only the first banner is in the server's HTML. The others, hidden until their turn, were
  // fetched at once beside it (under opacity 0 an image is in view, so `loading="lazy"` does not
  // wait): two more 23 KB images on a phone's connection, competing with the page's largest paint
  // and its scripts. They come once the page has loaded (its load event), seconds before the first
  // turn; a slide chosen before that brings its own at once.
  const [hasEveryBanner, setEveryBanner] = useState(false);
  useEffect(() => {
    if (count < 2) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const addTheRest = () => {
      timer = setTimeout(() => setEveryBanner(true), 0);
    };
    if (document.readyState === 'complete') addTheRest();
    else window.addEventListener('load', addTheRest, { once: true });
    return () => {
      window.removeEventListener('load', addTheRest);
      clearTimeout(timer);
    };
  }, [count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <Slides aria-live={isRotating ? 'off' : 'polite'}>
        {images.map((image, i) => (
          <Slide
            key={image.id}
            $active={i === current}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i === current ? undefined : true}
          >
            {/* Banners are decorative artwork; the copy beside them carries the message. */}
            {i === 0 || i === current || hasEveryBanner ? (
              <ResponsiveImage
                src={image.image}
                alt=""
                sizes={BANNER_SIZES}
                width={1600}
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            ) : null}
          </Slide>
        ))}
      </Slides>
      <Scrim aria-hidden="true" />
      <Copy>
        <CopyInner>
          {/* Read, never touched: kept as the server's HTML (the action beside it is hydrated). */}
          <ServerHtml>
            <Kicker>New season · Men, Women &amp; Kids</Kicker>
            <Title>{STORE_TAGLINE}</Title>
            <Text>{AUTH_MARKETING.promise}</Text>
          </ServerHtml>
          {action}
        </CopyInner>
      </Copy>
      {count > 1 ? (
        <Controls>
          <Dots aria-label="Choose a slide">
            {images.map((image, i) => (
              <li key={image.id}>
                <Dot
                  $active={i === current}
                  aria-label={`Show slide ${i + 1} of ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  onPress={() => go(i)}
                />
              </li>
            ))}
          </Dots>
          <Group>
            {canRotate ? (
              <RoundButton
                aria-label={isPaused ? 'Play slideshow' : 'Pause slideshow'}
                onPress={() => setPaused((p) => !p)}
              >
                {isPaused ? <PlayIcon /> : <PauseIcon />}
              </RoundButton>
            ) : null}
            <RoundButton aria-label="Previous slide" onPress={() => go(current - 1)}>
              <ChevronLeftIcon />
            </RoundButton>
            <RoundButton aria-label="Next slide" onPress={() => go(current + 1)}>
              <ChevronRightIcon />
            </RoundButton>
          </Group>
        </Controls>
      ) : null}
    </Region>
  );
}
