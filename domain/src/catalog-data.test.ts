import { describe, expect, it } from 'vitest';
import { ADULT_SIZES } from './catalog.js';
import { DELIVERY_LOCATIONS, findDeliveryLocation } from './delivery.js';
import { FEMALE_SIZE_CHART, KIDS_SIZE_CHART, MALE_SIZE_CHART } from './size-charts.js';

const range = (text: string): [number, number] => {
  const [low, high] = text.split('-').map(Number);
  return [low ?? Number.NaN, high ?? Number.NaN];
};

describe('size charts', () => {
  it.each([
    ['male', MALE_SIZE_CHART],
    ['female', FEMALE_SIZE_CHART],
  ])('the %s chart lists the adult sizes in order', (_name, chart) => {
    expect(chart.map((row) => row.size)).toEqual([...ADULT_SIZES]);
    expect(chart[0]).toEqual({ size: 'XS', chest: '34-36', waist: '28-30', hips: '35-37' });
    expect(chart[5]).toEqual({ size: 'XXL', chest: '44-46', waist: '38-40', hips: '45-47' });
  });

  it('lists the kids sizes in order', () => {
    expect(KIDS_SIZE_CHART.map((row) => row.size)).toEqual(['3-5Y', '6-8Y', '9-13Y']);
    expect(KIDS_SIZE_CHART[2]).toEqual({ size: '9-13Y', chest: '25-28', waist: '23-26', height: '52-59' });
  });

  it.each([
    ['adult chest', MALE_SIZE_CHART.map((row) => row.chest)],
    ['adult waist', MALE_SIZE_CHART.map((row) => row.waist)],
    ['adult hips', MALE_SIZE_CHART.map((row) => row.hips)],
    ['kids chest', KIDS_SIZE_CHART.map((row) => row.chest)],
    ['kids height', KIDS_SIZE_CHART.map((row) => row.height)],
  ])('%s ranges are well formed and grow with the size', (_name, column) => {
    const ranges = column.map(range);
    for (const [low, high] of ranges) expect(low).toBeLessThan(high);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]?.[0]).toBeGreaterThan(ranges[i - 1]?.[0] ?? Infinity);
  });
});

describe('delivery locations', () => {
  it('has sixteen stops with distinct codes, Sealdah first and Ashok Nagar Road last', () => {
    expect(DELIVERY_LOCATIONS).toHaveLength(16);
    expect(new Set(DELIVERY_LOCATIONS.map((stop) => stop.code)).size).toBe(16);
    expect(DELIVERY_LOCATIONS[0]).toEqual({ name: 'Kolkata Sealdah', code: 'SDAH' });
    expect(DELIVERY_LOCATIONS[15]).toEqual({ name: 'Ashok Nagar Road', code: 'ASKR' });
  });

  it.each([
    ['BT', 'Barasat'],
    [' guma ', 'Guma'],
    ['brpk', 'Bisharpara Kodaliya'],
  ])('finds %j → %s', (code, name) => {
    expect(findDeliveryLocation(code)?.name).toBe(name);
  });

  it('finds nothing for an unknown code', () => {
    expect(findDeliveryLocation('HWH')).toBeUndefined();
  });
});
