import type { SeedDevice } from '../seed-types';
import { repairPrices } from './repair-price-tiers';

// Nokia and HMD phones sold in India.
export const nokiaHmdDevices: SeedDevice[] = [
  {
    name: 'Nokia C32',
    slug: 'nokia-c32',
    modelNumber: 'TA-1534',
    brand: 'Nokia',
    category: 'Smartphones',
    description: 'Entry phone with a 6.5-inch HD+ LCD, a glass back, a 50MP camera and a 5000mAh battery.',
    screenSize: 6.5,
    storageOptions: ['64GB', '128GB'],
    colorOptions: ['Charcoal', 'Autumn Green', 'Beach Pink'],
    prices: repairPrices('entry', { screen: 1299, battery: 999, camera: 999 }),
  },
  {
    name: 'Nokia G21',
    slug: 'nokia-g21',
    modelNumber: 'TA-1418',
    brand: 'Nokia',
    category: 'Smartphones',
    description:
      'Entry phone with a 6.5-inch HD+ 90Hz LCD, a 50MP camera, the Unisoc T606 and a 5050mAh battery.',
    screenSize: 6.5,
    storageOptions: ['64GB', '128GB'],
    colorOptions: ['Nordic Blue', 'Dusk'],
    prices: repairPrices('entry', { screen: 1499, battery: 1099, camera: 1199 }),
  },
  {
    name: 'Nokia G42 5G',
    slug: 'nokia-g42-5g',
    modelNumber: null,
    brand: 'Nokia',
    category: 'Smartphones',
    description:
      '5G phone built to be repaired, with a 6.56-inch HD+ 90Hz LCD, a 50MP camera and the Snapdragon 480+.',
    screenSize: 6.56,
    storageOptions: ['128GB'],
    colorOptions: ['So Grey', 'So Purple', 'So Pink'],
    prices: repairPrices('budget', { screen: 1799, battery: 999, camera: 1299 }),
  },
  {
    name: 'Nokia C12',
    slug: 'nokia-c12',
    modelNumber: null,
    brand: 'Nokia',
    category: 'Smartphones',
    description: 'Entry phone with a 6.3-inch HD+ LCD, Android Go edition and a removable 3000mAh battery.',
    screenSize: 6.3,
    storageOptions: ['64GB'],
    colorOptions: ['Charcoal', 'Dark Cyan', 'Light Mint'],
    prices: repairPrices('entry', { screen: 1099, battery: 799, camera: 799 }),
  },
  {
    name: 'HMD Crest 5G',
    slug: 'hmd-crest-5g',
    modelNumber: null,
    brand: 'HMD',
    category: 'Smartphones',
    description:
      '5G phone built for self-repair, with a 6.67-inch FHD+ 90Hz OLED display, a 50MP selfie camera and the Unisoc T760.',
    screenSize: 6.67,
    storageOptions: ['128GB'],
    colorOptions: ['Midnight Blue', 'Lilac', 'Royal Pink'],
    prices: repairPrices('budget', { screen: 2999, battery: 1299, camera: 1699 }),
  },
  {
    name: 'HMD Crest Max 5G',
    slug: 'hmd-crest-max-5g',
    modelNumber: null,
    brand: 'HMD',
    category: 'Smartphones',
    description:
      '5G phone built for self-repair, with a 6.67-inch FHD+ 90Hz OLED display, a 64MP camera and the Unisoc T760.',
    screenSize: 6.67,
    storageOptions: ['256GB'],
    colorOptions: ['Deep Purple', 'Royal Pink', 'Aqua Green'],
    prices: repairPrices('budget', { screen: 3199, battery: 1299, camera: 1899 }),
  },
];
