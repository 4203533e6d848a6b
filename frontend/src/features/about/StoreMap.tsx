import { mapEmbedUrl, mapLinkUrl, STORE_LOCATION } from '@threadline/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { MapPinIcon } from '../../ui/Icons';

/**
 * Where the map centres: the build's VITE_STORE_LATITUDE / VITE_STORE_LONGITUDE when set (README,
 * configuration), else the store's default place. A value that is not a coordinate is ignored.
 */
export function storeCoordinates(env: Record<string, string | undefined> = import.meta.env): { latitude: number; longitude: number } {
  const latitude = Number(env['VITE_STORE_LATITUDE']);
  const longitude = Number(env['VITE_STORE_LONGITUDE']);
  const valid = env['VITE_STORE_LATITUDE'] && env['VITE_STORE_LONGITUDE'] && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid ? { latitude, longitude } : { latitude: STORE_LOCATION.latitude, longitude: STORE_LOCATION.longitude };
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background:
    repeating-linear-gradient(45deg, transparent 0 14px, rgba(31, 28, 25, 0.035) 14px 15px),
    ${({ theme }) => theme.color.imageWell};
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Consent = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  p {
    max-width: 32ch;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  svg {
    width: 2rem;
    height: 2rem;
    color: ${({ theme }) => theme.color.accent};
  }
`;

/**
 * The "Visit us at" map (spec section 2): an OpenStreetMap embed, loaded only when the shopper asks
 * for it, so opening About contacts no third party (and nothing is fetched in tests). The plain
 * link beside it works without the map.
 */
export function StoreMap() {
  const [isShown, setShown] = useState(false);
  const { latitude, longitude } = storeCoordinates();
  return (
    <>
      <Frame>
        {isShown ? (
          <iframe title={`Map: ${STORE_LOCATION.mapQuery}`} src={mapEmbedUrl(latitude, longitude)} loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <Consent>
            <MapPinIcon />
            <p>The map is served by OpenStreetMap and loads only when you ask for it.</p>
            <Button $variant="secondary" onPress={() => setShown(true)}>
              Show map
            </Button>
          </Consent>
        )}
      </Frame>
      <p>
        <a href={mapLinkUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}
