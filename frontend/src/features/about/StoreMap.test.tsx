import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORE_LOCATION } from '@threadline/domain';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { StoreMap, storeCoordinates } from './StoreMap';

describe('the store map on About', () => {
  it('loads the OpenStreetMap embed only when asked, with a plain link before that', async () => {
    renderWithTheme(<StoreMap />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`mlat=${STORE_LOCATION.latitude}&mlon=${STORE_LOCATION.longitude}`),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle(`Map: ${STORE_LOCATION.mapQuery}`);
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/));
    expect(frame).toHaveAttribute('src', expect.stringContaining(`marker=${STORE_LOCATION.latitude},${STORE_LOCATION.longitude}`));
  });

  it('takes its place from the build configuration, ignoring values that are not coordinates', () => {
    expect(storeCoordinates({ VITE_STORE_LATITUDE: '22.5726', VITE_STORE_LONGITUDE: '88.3639' })).toEqual({ latitude: 22.5726, longitude: 88.3639 });
    const fallback = { latitude: STORE_LOCATION.latitude, longitude: STORE_LOCATION.longitude };
    expect(storeCoordinates({ VITE_STORE_LATITUDE: 'north', VITE_STORE_LONGITUDE: '88.3' })).toEqual(fallback);
    expect(storeCoordinates({ VITE_STORE_LATITUDE: '95', VITE_STORE_LONGITUDE: '88.3' })).toEqual(fallback);
    expect(storeCoordinates({})).toEqual(fallback);
  });
});
