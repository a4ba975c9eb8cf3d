import type { SeedDevice } from '../seed-types';
import { repairPrices } from './repair-price-tiers';

// Samsung Galaxy S flagships and Z foldables of earlier and later years.
export const samsungGalaxySZDevices: SeedDevice[] = [
  {
    name: 'Samsung Galaxy S23',
    slug: 'samsung-galaxy-s23',
    modelNumber: 'SM-S911B',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'Compact flagship with a 6.1-inch 120Hz Dynamic AMOLED 2X display and the Snapdragon 8 Gen 2 for Galaxy.',
    screenSize: 6.1,
    storageOptions: ['128GB', '256GB'],
    colorOptions: ['Phantom Black', 'Cream', 'Green', 'Lavender'],
    prices: repairPrices('flagship', { screen: 12999, battery: 2799, camera: 6999 }),
  },
  {
    name: 'Samsung Galaxy S23 Ultra',
    slug: 'samsung-galaxy-s23-ultra',
    modelNumber: 'SM-S918B',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'Flagship with a 6.8-inch QHD+ Dynamic AMOLED 2X display, a 200MP camera, built-in S Pen and the Snapdragon 8 Gen 2.',
    screenSize: 6.8,
    storageOptions: ['256GB', '512GB', '1TB'],
    colorOptions: ['Phantom Black', 'Cream', 'Green', 'Lavender'],
    prices: repairPrices('flagship', { screen: 21999, battery: 3299, camera: 9999 }),
  },
  {
    name: 'Samsung Galaxy S24 FE',
    slug: 'samsung-galaxy-s24-fe',
    modelNumber: 'SM-S721B',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'Fan Edition flagship with a 6.7-inch 120Hz Dynamic AMOLED 2X display, Galaxy AI and the Exynos 2400e.',
    screenSize: 6.7,
    storageOptions: ['128GB', '256GB', '512GB'],
    colorOptions: ['Blue', 'Graphite', 'Mint'],
    prices: repairPrices('upper', { screen: 9999, battery: 2499, camera: 5999 }),
  },
  {
    name: 'Samsung Galaxy S25',
    slug: 'samsung-galaxy-s25',
    modelNumber: 'SM-S931B',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'Compact flagship with a 6.2-inch 120Hz Dynamic AMOLED 2X display, Galaxy AI and the Snapdragon 8 Elite for Galaxy.',
    screenSize: 6.2,
    storageOptions: ['128GB', '256GB', '512GB'],
    colorOptions: ['Icyblue', 'Mint', 'Navy', 'Silver Shadow'],
    prices: repairPrices('flagship', { screen: 14999, battery: 2999, camera: 7999 }),
  },
  {
    name: 'Samsung Galaxy Z Fold6',
    slug: 'samsung-galaxy-z-fold6',
    modelNumber: 'SM-F956B',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'Foldable with a 7.6-inch main and a 6.3-inch cover Dynamic AMOLED 2X display and the Snapdragon 8 Gen 3.',
    screenSize: 7.6,
    storageOptions: ['256GB', '512GB', '1TB'],
    colorOptions: ['Silver Shadow', 'Pink', 'Navy'],
    prices: repairPrices('flagship', { screen: 39999, battery: 3999, camera: 9999 }),
  },
  {
    name: 'Samsung Galaxy Z Flip6',
    slug: 'samsung-galaxy-z-flip6',
    modelNumber: 'SM-F741B',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'Flip foldable with a 6.7-inch main display, a 3.4-inch FlexWindow, a 50MP camera and the Snapdragon 8 Gen 3.',
    screenSize: 6.7,
    storageOptions: ['256GB', '512GB'],
    colorOptions: ['Blue', 'Mint', 'Silver Shadow', 'Yellow'],
    prices: repairPrices('flagship', { screen: 25999, battery: 3499, camera: 7999 }),
  },
];
