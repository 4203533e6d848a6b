// Where the store delivers: the stops of one railway corridor (spec sections 1 and 9), in route
// order from Kolkata outwards, as shown on the About page.

export interface DeliveryLocation {
  name: string;
  /** Indian Railways station code of the stop. */
  code: string;
}

export const DELIVERY_LOCATIONS: readonly DeliveryLocation[] = [
  { name: 'Kolkata Sealdah', code: 'SDAH' },
  { name: 'Bidhan Nagar', code: 'BNXR' },
  { name: 'Dum Dum', code: 'DDJ' },
  { name: 'Dum Dum Cant', code: 'DDC' },
  { name: 'Durganagar', code: 'DGNR' },
  { name: 'Birati', code: 'BBT' },
  { name: 'Bisharpara Kodaliya', code: 'BRPK' },
  { name: 'New Barrackpore', code: 'NBE' },
  { name: 'Madhyamgram', code: 'MMG' },
  { name: 'Hridaypur', code: 'HHR' },
  { name: 'Barasat', code: 'BT' },
  { name: 'Bamangachhi', code: 'BMG' },
  { name: 'Dattapukur', code: 'DTK' },
  { name: 'Bira', code: 'BIRA' },
  { name: 'Guma', code: 'GUMA' },
  { name: 'Ashok Nagar Road', code: 'ASKR' },
];

/** Looks a stop up by its code, ignoring case since people type codes both ways. */
export function findDeliveryLocation(code: string): DeliveryLocation | undefined {
  const wanted = code.trim().toUpperCase();
  return DELIVERY_LOCATIONS.find((location) => location.code === wanted);
}
