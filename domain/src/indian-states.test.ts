import { describe, expect, it } from 'vitest';
import { DELIVERY_LOCATIONS } from './delivery.js';
import { INDIAN_STATES, PINCODE_PREFIX_STATES, stateByCode, stateOfPincode, WEST_BENGAL_STATE_CODE } from './indian-states.js';

describe('GST state codes', () => {
  it('has 28 states and 8 union territories in use, each code two digits and once', () => {
    const current = INDIAN_STATES.filter((s) => !s.legacy && s.code !== '97');
    expect(current.filter((s) => !s.unionTerritory)).toHaveLength(28);
    expect(current.filter((s) => s.unionTerritory)).toHaveLength(8);
    const codes = INDIAN_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
  });

  it.each([
    ['19', 'West Bengal', 'SGST'],
    ['07', 'Delhi', 'SGST'],
    ['27', 'Maharashtra', 'SGST'],
    ['36', 'Telangana', 'SGST'],
    ['37', 'Andhra Pradesh', 'SGST'],
    ['38', 'Ladakh', 'UTGST'],
    ['04', 'Chandigarh', 'UTGST'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'UTGST'],
    ['34', 'Puducherry', 'SGST'],
  ])('%s is %s (%s)', (code, name, stateTax) => {
    expect(stateByCode(code)).toMatchObject({ name, stateTax });
  });

  it('knows no code 00, 39 or 99', () => {
    expect(stateByCode('00')).toBeUndefined();
    expect(stateByCode('39')).toBeUndefined();
    expect(stateByCode('99')).toBeUndefined();
  });

  it('maps every pincode prefix to a state in use', () => {
    for (const code of Object.values(PINCODE_PREFIX_STATES)) {
      const state = stateByCode(code);
      expect(state, code).toBeDefined();
      expect(state?.legacy, code).toBeUndefined();
    }
  });
});

describe('stateOfPincode', () => {
  // A post office pincode at each stop of the store's route; every one must read as West Bengal,
  // or a shopper on the route would be charged IGST.
  const STOP_PINCODES: Record<string, string> = {
    SDAH: '700014',
    BNXR: '700064',
    DDJ: '700028',
    DDC: '700065',
    DGNR: '700065',
    BBT: '700051',
    BRPK: '700158',
    NBE: '700131',
    MMG: '700129',
    HHR: '700127',
    BT: '700124',
    BMG: '743706',
    DTK: '743248',
    BIRA: '743234',
    GUMA: '743704',
    ASKR: '743222',
  };

  it.each(DELIVERY_LOCATIONS.map((stop) => [stop.name, STOP_PINCODES[stop.code]]))('%s (%s) is in West Bengal', (_, pincode) => {
    expect(pincode).toBeDefined();
    expect(stateOfPincode(pincode ?? '')?.code).toBe(WEST_BENGAL_STATE_CODE);
  });

  it.each([
    ['110001', '07'], // New Delhi
    ['122001', '06'], // Gurugram
    ['134109', '06'], // Panchkula
    ['141001', '03'], // Ludhiana
    ['143001', '03'], // Amritsar
    ['160017', '04'], // Chandigarh
    ['171001', '02'], // Shimla
    ['180001', '01'], // Jammu
    ['190001', '01'], // Srinagar
    ['194101', '38'], // Leh
    ['201301', '09'], // Noida
    ['226001', '09'], // Lucknow
    ['221001', '09'], // Varanasi
    ['248001', '05'], // Dehradun
    ['263001', '05'], // Nainital
    ['302001', '08'], // Jaipur
    ['380001', '24'], // Ahmedabad
    ['395003', '24'], // Surat
    ['396230', '26'], // Silvassa
    ['362520', '26'], // Diu
    ['400001', '27'], // Mumbai
    ['411001', '27'], // Pune
    ['440001', '27'], // Nagpur
    ['403001', '30'], // Panaji
    ['462001', '23'], // Bhopal
    ['492001', '22'], // Raipur
    ['500001', '36'], // Hyderabad
    ['520001', '37'], // Vijayawada
    ['530001', '37'], // Visakhapatnam
    ['560001', '29'], // Bengaluru
    ['600001', '33'], // Chennai
    ['641001', '33'], // Coimbatore
    ['605001', '34'], // Puducherry
    ['609602', '34'], // Karaikal
    ['682001', '32'], // Kochi
    ['695001', '32'], // Thiruvananthapuram
    ['682555', '31'], // Kavaratti
    ['700001', '19'], // Kolkata
    ['711101', '19'], // Howrah
    ['721101', '19'], // Medinipur
    ['734001', '19'], // Siliguri
    ['737101', '11'], // Gangtok
    ['744101', '35'], // Port Blair
    ['751001', '21'], // Bhubaneswar
    ['781001', '18'], // Guwahati
    ['791111', '12'], // Itanagar
    ['793001', '17'], // Shillong
    ['795001', '14'], // Imphal
    ['796001', '15'], // Aizawl
    ['797001', '13'], // Kohima
    ['799001', '16'], // Agartala
    ['800001', '10'], // Patna
    ['826001', '20'], // Dhanbad
    ['831001', '20'], // Jamshedpur
    ['834001', '20'], // Ranchi
  ])('%s → %s', (pincode, code) => {
    expect(stateOfPincode(pincode)?.code).toBe(code);
  });

  it('reads a pincode with spaces around it', () => {
    expect(stateOfPincode(' 700014 ')?.name).toBe('West Bengal');
  });

  it.each([
    ['930001', 'an Army Postal Service code'],
    ['350001', 'an unallotted prefix'],
    ['070001', 'a leading zero'],
    ['70001', 'five digits'],
    ['7000141', 'seven digits'],
    ['7000l4', 'a letter'],
    ['', 'nothing'],
  ])('has no state for %s (%s)', (pincode) => {
    expect(stateOfPincode(pincode)).toBeNull();
  });
});
