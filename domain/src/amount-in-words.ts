// An amount in words as Indian invoices write it, in Indian numbering (thousand, lakh, crore):
// 124550 paise → "Rupees One Thousand Two Hundred Forty-Five and Fifty Paise Only".

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99, with a hyphen between tens and ones ("Forty-Five"). */
function belowHundred(n: number): string {
  if (n < 20) return word(ONES, n);
  const tens = word(TENS, Math.floor(n / 10));
  const ones = n % 10;
  return ones ? `${tens}-${word(ONES, ones)}` : tens;
}

function word(list: readonly string[], index: number): string {
  const found = list[index];
  if (found === undefined) throw new RangeError(`No word for ${index}`);
  return found;
}

/** 1–999. No "and" inside a number: "One Hundred Five", as the example writes it. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${word(ONES, hundreds)} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in Indian words: crore (10^7), lakh (10^5), thousand, hundred. Beyond 99 crore
 * the crores are themselves counted in words ("One Thousand Crore").
 */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Expected a whole number from 0, got ${n}`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crores) parts.push(`${numberInIndianWords(crores)} Crore`);
  const lakhs = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * Paise as an invoice writes the amount: "Rupees Twelve Only" when there are no paise,
 * "Rupees Zero and Fifty Paise Only" for 50 paise, and "One Paisa" in the singular.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Expected a whole number of paise from 0, got ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${numberInIndianWords(rupees)}`;
  if (!rest) return `${words} Only`;
  return `${words} and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
