// The rate card a new shop starts with (decision 060), for work the catalogue does not list; the admin
// changes it in Device Management. Rupees.
export const seedWorkRates = [
  { name: 'Small fix (cleaning, loose connector, settings)', rupees: 299, warrantyDays: 30 },
  { name: 'Part fitting on a basic phone', rupees: 799, warrantyDays: 90 },
  { name: 'Component repair', rupees: 1499, warrantyDays: 90 },
  { name: 'Board-level repair', rupees: 2999, warrantyDays: 90 },
];
