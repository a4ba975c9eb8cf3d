import type { SeedCategory } from '../seed-types';

// We repair phones and tablets today; the other categories are kept ready but hidden.
export const seedCategories: SeedCategory[] = [
  {
    name: 'Smartphones',
    description: 'Doorstep repairs for Android phones and iPhones, from cracked screens to dead batteries.',
    iconName: 'Smartphone',
    isActive: true,
  },
  {
    name: 'Tablets',
    description: 'Doorstep repairs for iPads and Android tablets used for work, study and entertainment.',
    iconName: 'Tablet',
    isActive: true,
  },
  {
    name: 'Laptops',
    description: 'Laptop repairs for screens, keyboards, batteries and charging faults, coming soon.',
    iconName: 'Laptop',
    isActive: false,
  },
  {
    name: 'Smartwatches',
    description: 'Smartwatch repairs for cracked displays, weak batteries and strap fittings, coming soon.',
    iconName: 'Watch',
    isActive: false,
  },
  {
    name: 'Headphones',
    description:
      'Headphone and earbud repairs for sound, charging case and connectivity issues, coming soon.',
    iconName: 'Headphones',
    isActive: false,
  },
];
