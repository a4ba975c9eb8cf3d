import type { SeedDevice } from '../seed-types';
import { repairPrices } from './repair-price-tiers';

// iPhones of earlier years that people still carry (India / global A-numbers).
export const earlierAppleDevices: SeedDevice[] = [
  {
    name: 'Apple iPhone 11',
    slug: 'apple-iphone-11',
    modelNumber: 'A2221',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'iPhone with a 6.1-inch Liquid Retina HD LCD, dual 12MP cameras with Night mode and the A13 Bionic chip.',
    screenSize: 6.1,
    storageOptions: ['64GB', '128GB', '256GB'],
    colorOptions: ['Black', 'White', 'Green', 'Yellow', 'Purple', '(PRODUCT)RED'],
    prices: repairPrices('iphone', { screen: 5499, battery: 3799, camera: 4999 }),
  },
  {
    name: 'Apple iPhone 12',
    slug: 'apple-iphone-12',
    modelNumber: 'A2403',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'iPhone with a 6.1-inch Super Retina XDR OLED display under Ceramic Shield, 5G and the A14 Bionic chip.',
    screenSize: 6.1,
    storageOptions: ['64GB', '128GB', '256GB'],
    colorOptions: ['Black', 'White', 'Blue', 'Green', 'Purple', '(PRODUCT)RED'],
    prices: repairPrices('iphone', { screen: 9999, battery: 4499, camera: 5999 }),
  },
  {
    name: 'Apple iPhone XR',
    slug: 'apple-iphone-xr',
    modelNumber: 'A2105',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'iPhone with a 6.1-inch Liquid Retina HD LCD, Face ID, a single 12MP camera and the A12 Bionic chip.',
    screenSize: 6.1,
    storageOptions: ['64GB', '128GB'],
    colorOptions: ['Black', 'White', 'Blue', 'Yellow', 'Coral', '(PRODUCT)RED'],
    prices: repairPrices('iphone', { screen: 4999, battery: 3499, camera: 3999 }),
  },
  {
    name: 'Apple iPhone SE (2nd generation)',
    slug: 'apple-iphone-se-2nd-generation',
    modelNumber: 'A2296',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'Compact iPhone with a 4.7-inch Retina HD LCD, Touch ID home button and the A13 Bionic chip.',
    screenSize: 4.7,
    storageOptions: ['64GB', '128GB', '256GB'],
    colorOptions: ['Black', 'White', '(PRODUCT)RED'],
    prices: repairPrices('iphone', { screen: 4999, battery: 3499, camera: 3999 }),
  },
  {
    name: 'Apple iPhone 13 Pro',
    slug: 'apple-iphone-13-pro',
    modelNumber: 'A2638',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'iPhone with a 6.1-inch ProMotion 120Hz OLED display, triple 12MP cameras with macro and the A15 Bionic chip.',
    screenSize: 6.1,
    storageOptions: ['128GB', '256GB', '512GB', '1TB'],
    colorOptions: ['Graphite', 'Gold', 'Silver', 'Sierra Blue', 'Alpine Green'],
    prices: repairPrices('iphone', { screen: 15999, battery: 5799, camera: 9999 }),
  },
  {
    name: 'Apple iPhone 13 Pro Max',
    slug: 'apple-iphone-13-pro-max',
    modelNumber: 'A2643',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'Large iPhone with a 6.7-inch ProMotion 120Hz OLED display, triple 12MP cameras and the A15 Bionic chip.',
    screenSize: 6.7,
    storageOptions: ['128GB', '256GB', '512GB', '1TB'],
    colorOptions: ['Graphite', 'Gold', 'Silver', 'Sierra Blue', 'Alpine Green'],
    prices: repairPrices('iphone', { screen: 18999, battery: 5999, camera: 10999 }),
  },
  {
    name: 'Apple iPhone 14 Pro',
    slug: 'apple-iphone-14-pro',
    modelNumber: 'A2890',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'iPhone with a 6.1-inch Always-On ProMotion OLED display, Dynamic Island, a 48MP main camera and the A16 Bionic chip.',
    screenSize: 6.1,
    storageOptions: ['128GB', '256GB', '512GB', '1TB'],
    colorOptions: ['Space Black', 'Silver', 'Gold', 'Deep Purple'],
    prices: repairPrices('iphone', { screen: 21999, battery: 6499, camera: 11999 }),
  },
  {
    name: 'Apple iPhone 14 Pro Max',
    slug: 'apple-iphone-14-pro-max',
    modelNumber: 'A2894',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'Large iPhone with a 6.7-inch Always-On ProMotion OLED display, Dynamic Island, a 48MP camera and the A16 Bionic chip.',
    screenSize: 6.7,
    storageOptions: ['128GB', '256GB', '512GB', '1TB'],
    colorOptions: ['Space Black', 'Silver', 'Gold', 'Deep Purple'],
    prices: repairPrices('iphone', { screen: 24999, battery: 6799, camera: 12999 }),
  },
];
