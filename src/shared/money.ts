// Money is integer paise everywhere; rupees appear only when shown to a person.

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 249900 → '₹2,499'; 12499900 → '₹1,24,999'. Rounded to the whole rupee. */
export function formatRupees(paise: number): string {
  return rupeeFormatter.format(Math.round(paise / 100));
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}
