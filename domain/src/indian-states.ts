// India's states and union territories by their GST state code (the first two digits of every
// GSTIN and the "place of supply" on an invoice), and the state of a delivery pincode.
//
// The pincode table follows India Post's postal circles by the first two to five digits. A postal
// circle is not always a state, so a prefix shared by two states maps to the one that holds most
// of it; PINCODE_TABLE_CAVEATS lists every shared prefix we know. For a store in West Bengal the
// one line that decides the kind of tax (CGST + SGST or IGST) is West Bengal against the rest,
// and that line is exact: 70–74 is West Bengal except 737 (Sikkim) and 744 (Andaman & Nicobar).

export interface IndianState {
  /** Two-digit GST state code, e.g. '19'. */
  code: string;
  name: string;
  unionTerritory: boolean;
  /**
   * The second half of an intra-state tax: union territories without a legislature levy UTGST
   * in place of SGST (UTGST Act 2017, section 7); states and Delhi, Puducherry, J&K levy SGST.
   */
  stateTax: 'SGST' | 'UTGST';
  /** A code GSTINs may still carry but no new place of supply uses (merged or divided since). */
  legacy?: true;
}

const state = (code: string, name: string): IndianState => ({ code, name, unionTerritory: false, stateTax: 'SGST' });
const ut = (code: string, name: string, stateTax: 'SGST' | 'UTGST'): IndianState => ({
  code,
  name,
  unionTerritory: true,
  stateTax,
});

/** GSTN's state code list (the codes of the 2011 census, plus 36–38 and 97 added since). */
export const INDIAN_STATES: readonly IndianState[] = [
  ut('01', 'Jammu and Kashmir', 'SGST'),
  state('02', 'Himachal Pradesh'),
  state('03', 'Punjab'),
  ut('04', 'Chandigarh', 'UTGST'),
  state('05', 'Uttarakhand'),
  state('06', 'Haryana'),
  ut('07', 'Delhi', 'SGST'),
  state('08', 'Rajasthan'),
  state('09', 'Uttar Pradesh'),
  state('10', 'Bihar'),
  state('11', 'Sikkim'),
  state('12', 'Arunachal Pradesh'),
  state('13', 'Nagaland'),
  state('14', 'Manipur'),
  state('15', 'Mizoram'),
  state('16', 'Tripura'),
  state('17', 'Meghalaya'),
  state('18', 'Assam'),
  state('19', 'West Bengal'),
  state('20', 'Jharkhand'),
  state('21', 'Odisha'),
  state('22', 'Chhattisgarh'),
  state('23', 'Madhya Pradesh'),
  state('24', 'Gujarat'),
  // Daman and Diu merged into code 26 on 26 January 2020; older GSTINs still start with 25.
  { ...ut('25', 'Daman and Diu', 'UTGST'), legacy: true },
  ut('26', 'Dadra and Nagar Haveli and Daman and Diu', 'UTGST'),
  state('27', 'Maharashtra'),
  // Andhra Pradesh before the 2014 division; Andhra Pradesh is 37 and Telangana 36 now.
  { ...state('28', 'Andhra Pradesh (before division)'), legacy: true },
  state('29', 'Karnataka'),
  state('30', 'Goa'),
  ut('31', 'Lakshadweep', 'UTGST'),
  state('32', 'Kerala'),
  state('33', 'Tamil Nadu'),
  ut('34', 'Puducherry', 'SGST'),
  ut('35', 'Andaman and Nicobar Islands', 'UTGST'),
  state('36', 'Telangana'),
  state('37', 'Andhra Pradesh'),
  ut('38', 'Ladakh', 'UTGST'),
  // India's offshore areas and other territory outside every state (GSTN's code 97).
  ut('97', 'Other Territory', 'UTGST'),
];

const BY_CODE = new Map(INDIAN_STATES.map((s) => [s.code, s]));

/** The state or UT with this two-digit GST code, or undefined. */
export function stateByCode(code: string): IndianState | undefined {
  return BY_CODE.get(code);
}

export const WEST_BENGAL_STATE_CODE = '19';

/**
 * Pincode prefixes (2 to 5 digits) → GST state code. The longest matching prefix wins, so a
 * three-digit exception overrides its two-digit circle.
 */
export const PINCODE_PREFIX_STATES: Readonly<Record<string, string>> = {
  // 1: Delhi, Haryana, Punjab, Chandigarh, Himachal Pradesh, Jammu & Kashmir, Ladakh
  '11': '07',
  '12': '06',
  '13': '06',
  '14': '03',
  '15': '03',
  '16': '03',
  '160': '04',
  '17': '02',
  '18': '01',
  '19': '01',
  '194': '38',
  // 2: Uttar Pradesh and Uttarakhand
  '20': '09',
  '21': '09',
  '22': '09',
  '23': '09',
  '24': '09',
  '246': '05',
  '248': '05',
  '249': '05',
  '25': '09',
  '26': '09',
  '263': '05',
  '27': '09',
  '28': '09',
  // 3: Rajasthan, Gujarat, Dadra and Nagar Haveli and Daman and Diu
  '30': '08',
  '31': '08',
  '32': '08',
  '33': '08',
  '34': '08',
  '36': '24',
  '37': '24',
  '38': '24',
  '39': '24',
  '362520': '26', // Diu
  '396210': '26', // Daman
  '396230': '26', // Silvassa
  // 4: Maharashtra, Goa, Madhya Pradesh, Chhattisgarh
  '40': '27',
  '403': '30',
  '41': '27',
  '42': '27',
  '43': '27',
  '44': '27',
  '45': '23',
  '46': '23',
  '47': '23',
  '48': '23',
  '49': '22',
  // 5: Telangana, Andhra Pradesh, Karnataka
  '50': '36',
  '51': '37',
  '52': '37',
  '53': '37',
  '533464': '34', // Yanam (Puducherry)
  '56': '29',
  '57': '29',
  '58': '29',
  '59': '29',
  // 6: Tamil Nadu, Puducherry, Kerala, Lakshadweep
  '60': '33',
  '6050': '34', // Puducherry town
  '609602': '34', // Karaikal
  '61': '33',
  '62': '33',
  '63': '33',
  '64': '33',
  '67': '32',
  '673310': '34', // Mahe
  '68': '32',
  '68255': '31', // Lakshadweep's islands, 682551–682559
  '69': '32',
  // 7: West Bengal, Sikkim, Andaman & Nicobar, Odisha, the North East
  '70': '19',
  '71': '19',
  '72': '19',
  '73': '19',
  '737': '11',
  '74': '19',
  '744': '35',
  '75': '21',
  '76': '21',
  '77': '21',
  '78': '18',
  '790': '12',
  '791': '12',
  '792': '12',
  '793': '17',
  '794': '17',
  '795': '14',
  '796': '15',
  '797': '13',
  '798': '13',
  '799': '16',
  // 8: Bihar and Jharkhand
  '80': '10',
  '81': '10',
  '814': '20',
  '815': '20',
  '816': '20',
  '82': '10',
  '822': '20',
  '825': '20',
  '826': '20',
  '827': '20',
  '828': '20',
  '829': '20',
  '83': '20',
  '84': '10',
  '85': '10',
  // 9 (90–99) is the Army Postal Service: a field post office, not a place in any state.
};

/** Where the table above is knowingly approximate, for README and the accountant. */
export const PINCODE_TABLE_CAVEATS: readonly string[] = [
  '70–74 is West Bengal except 737 (Sikkim) and 744 (Andaman and Nicobar Islands); this line, the only one that decides CGST + SGST against IGST for a West Bengal store, is exact.',
  '160 is Chandigarh, but parts of Mohali (SAS Nagar, Punjab) also use 1600xx codes; they read as Chandigarh.',
  '244, 247 and 262 are shared by Uttar Pradesh and Uttarakhand (e.g. Kashipur 2447xx, Roorkee 2476xx, Pithoragarh 2625xx are in Uttarakhand); they read as Uttar Pradesh. 246, 248, 249 and 263 read as Uttarakhand.',
  '813 is shared by Bihar and Jharkhand; it reads as Bihar. 814–816, 822 and 825–835 read as Jharkhand.',
  'Dadra and Nagar Haveli and Daman and Diu share Gujarat\'s circle: only Silvassa 396230, Daman 396210 and Diu 362520 are mapped to it; its other codes read as Gujarat.',
  'Puducherry\'s districts sit inside other circles: Puducherry town 6050xx, Karaikal 609602, Mahe 673310 and Yanam 533464 are mapped; its other codes read as the surrounding state.',
  '194 is Ladakh (Leh and Kargil); the rest of 18–19 is Jammu and Kashmir.',
  '90–99 is the Army Postal Service (field post offices): no state, so such a pincode has no place of supply here and the state must be asked for.',
  '35, 54, 55, 65 and 66 are not allotted; a pincode starting with them has no state.',
];

const PINCODE = /^[1-9][0-9]{5}$/;

/**
 * The state (GST code and name) of a six-digit Indian pincode by the longest matching prefix,
 * or null when the pincode is malformed or its prefix belongs to no state (see the caveats).
 */
export function stateOfPincode(pincode: string): IndianState | null {
  const digits = pincode.trim();
  if (!PINCODE.test(digits)) return null;
  for (let length = 6; length >= 2; length -= 1) {
    const code = PINCODE_PREFIX_STATES[digits.slice(0, length)];
    if (code) return BY_CODE.get(code) ?? null;
  }
  return null;
}
