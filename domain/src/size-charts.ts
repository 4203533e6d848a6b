// The About page's size charts (spec section 9), in inches. Ranges stay strings ("34-36") because
// they are shown as written, never computed with.

import { Category } from './catalog.js';

export interface AdultSizeChartRow {
  size: 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL';
  chest: string;
  waist: string;
  hips: string;
}

export interface KidsSizeChartRow {
  size: '3-5Y' | '6-8Y' | '9-13Y';
  chest: string;
  waist: string;
  height: string;
}

export const SIZE_CHART_UNIT = 'inches';

// The spec gives one chart for both men and women.
const ADULT_SIZE_CHART: readonly AdultSizeChartRow[] = [
  { size: 'XS', chest: '34-36', waist: '28-30', hips: '35-37' },
  { size: 'S', chest: '36-38', waist: '30-32', hips: '37-39' },
  { size: 'M', chest: '38-40', waist: '32-34', hips: '39-41' },
  { size: 'L', chest: '40-42', waist: '34-36', hips: '41-43' },
  { size: 'XL', chest: '42-44', waist: '36-38', hips: '43-45' },
  { size: 'XXL', chest: '44-46', waist: '38-40', hips: '45-47' },
];

export const MALE_SIZE_CHART: readonly AdultSizeChartRow[] = ADULT_SIZE_CHART;
export const FEMALE_SIZE_CHART: readonly AdultSizeChartRow[] = ADULT_SIZE_CHART;

export const KIDS_SIZE_CHART: readonly KidsSizeChartRow[] = [
  { size: '3-5Y', chest: '21-22', waist: '20-21', height: '37-43' },
  { size: '6-8Y', chest: '22-25', waist: '21-23', height: '44-51' },
  { size: '9-13Y', chest: '25-28', waist: '23-26', height: '52-59' },
];

/** The tabs of the Size Charts section, in display order; Male is open first. */
export const SIZE_CHART_TABS: readonly { category: Category; label: string }[] = [
  { category: Category.MALE, label: 'Male' },
  { category: Category.FEMALE, label: 'Female' },
  { category: Category.KIDS, label: 'Kids' },
];
export const DEFAULT_SIZE_CHART_TAB: Category = Category.MALE;
