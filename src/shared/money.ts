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

const exactRupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 406610 → '₹4,066.10': to the paisa, for invoices and their taxes. */
export function formatRupeesExact(paise: number): string {
  return exactRupeeFormatter.format(paise / 100);
}
