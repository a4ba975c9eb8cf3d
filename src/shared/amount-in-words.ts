// An invoice's total in words, in the Indian numbering a customer reads on a bill: crore, lakh,
// thousand ("One lakh twenty-four thousand nine hundred ninety-nine rupees only").

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 0–999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return rest ? `${ONES[hundreds]} hundred ${rest}` : `${ONES[hundreds]} hundred`;
}

/** A whole number in words, grouped the Indian way; a crore count above 99 is itself grouped. */
function wholeInWords(n: number): string {
  if (n === 0) return 'zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor(n / 100_000) % 100;
  const thousands = Math.floor(n / 1000) % 100;
  const parts = [
    crores > 0 ? `${wholeInWords(crores)} crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} thousand` : '',
    belowThousand(n % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** 479800 paise → 'Four thousand seven hundred ninety-eight rupees only'; paise are named when any. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const rupeeWords = `${wholeInWords(rupees)} ${rupees === 1 ? 'rupee' : 'rupees'}`;
  const words = cents > 0 ? `${rupeeWords} and ${belowHundred(cents)} paise only` : `${rupeeWords} only`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
