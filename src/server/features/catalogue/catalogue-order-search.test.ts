import { describe, expect, it } from 'vitest';
import type { DeviceListResponse } from '../../../shared/catalogue-types';
import {
  createBrand,
  createCategory,
  createDevice,
  createPricing,
  createRepairService,
} from '../../../../tests/factories';
import { createTestApp, getJson } from '../../../../tests/test-app';

// The customer's device list: the phones people carry first (the popularity rank, then the name), and a
// search that forgives spaces, case and punctuation and counts the brand as part of the name.

const { app, db, catalogueCache } = await createTestApp();

const world = await (async () => {
  const phones = await createCategory(db, { name: 'Smartphones', iconName: 'Smartphone' });
  const tablets = await createCategory(db, { name: 'Tablets', iconName: 'Tablet' });
  const apple = await createBrand(db, { name: 'Apple' });
  const samsung = await createBrand(db, { name: 'Samsung' });
  const redmi = await createBrand(db, { name: 'Redmi' });
  const battery = await createRepairService(db, { name: 'Battery Replacement', slug: 'battery-replacement' });
  const phone = (name: string, brandId: number, modelNumber: string, popularity?: number) =>
    createDevice(db, {
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      modelNumber,
      brandId,
      categoryId: phones.id,
      ...(popularity === undefined ? {} : { popularity }),
    });
  const iphone11 = await phone('Apple iPhone 11', apple.id, 'A2221', 1);
  await phone('Apple iPhone 12', apple.id, 'A2403', 2);
  // Same rank: by name, whatever the letter case.
  await phone('redmi Note 10 Pro', redmi.id, 'M2101K6P', 3);
  const note10 = await phone('Redmi Note 10', redmi.id, 'M2101K7AI', 3);
  // Named without its brand, as some catalogues do.
  await phone('Galaxy A15 5G', samsung.id, 'SM-A156E', 4);
  await phone('Redmi Note 12 5G', redmi.id, '22111317I', 5);
  await phone('Galaxy A25 5G', samsung.id, 'SM-A256E');
  await createDevice(db, {
    name: 'Apple iPad (10th generation)',
    slug: 'apple-ipad-10th-generation',
    modelNumber: 'A2696',
    brandId: apple.id,
    categoryId: tablets.id,
    popularity: 900,
  });
  await createDevice(db, {
    name: 'Samsung Galaxy Tab A9+',
    slug: 'samsung-galaxy-tab-a9-plus',
    modelNumber: 'SM-X210',
    brandId: samsung.id,
    categoryId: tablets.id,
    popularity: 901,
  });
  await createPricing(db, { deviceId: iphone11.id, repairServiceId: battery.id });
  await createPricing(db, { deviceId: note10.id, repairServiceId: battery.id });
  return { apple, samsung, redmi, phones };
})();

const names = async (query = '') =>
  (await getJson<DeviceListResponse>(app, `/api/devices${query}`)).body.devices.map((d) => d.name);
const search = (text: string, more = '') => names(`?q=${encodeURIComponent(text)}${more}`);

describe('the order of the customer’s device list', () => {
  it('is by popularity rank (1 first), then by name; unranked devices come last', async () => {
    expect(await names()).toEqual([
      'Apple iPhone 11',
      'Apple iPhone 12',
      'Redmi Note 10',
      'redmi Note 10 Pro',
      'Galaxy A15 5G',
      'Redmi Note 12 5G',
      'Apple iPad (10th generation)',
      'Samsung Galaxy Tab A9+',
      'Galaxy A25 5G',
    ]);
  });

  it('holds within a brand, a repair service and a search', async () => {
    expect(await names(`?brand=${world.apple.id}`)).toEqual([
      'Apple iPhone 11',
      'Apple iPhone 12',
      'Apple iPad (10th generation)',
    ]);
    expect(await names('?service=battery-replacement')).toEqual(['Apple iPhone 11', 'Redmi Note 10']);
    expect(await search('redmi')).toEqual(['Redmi Note 10', 'redmi Note 10 Pro', 'Redmi Note 12 5G']);
  });
});

describe('searching the customer’s device list', () => {
  it.each([
    ['iphone11', ['Apple iPhone 11']],
    [' IPHONE 11 ', ['Apple iPhone 11']],
    ['iPhone-11', ['Apple iPhone 11']],
    ['redmi note10', ['Redmi Note 10', 'redmi Note 10 Pro']],
    ['REDMI NOTE 10 PRO', ['redmi Note 10 Pro']],
    ['samsung a15', ['Galaxy A15 5G']],
    ['Samsung A15', ['Galaxy A15 5G']],
    ['galaxy a15', ['Galaxy A15 5G']],
    ['a15 samsung', ['Galaxy A15 5G']],
    ['samsung', ['Galaxy A15 5G', 'Samsung Galaxy Tab A9+', 'Galaxy A25 5G']],
    ['m2101k7ai', ['Redmi Note 10']],
    ['sm a156e', ['Galaxy A15 5G']],
    ['nokia', []],
    ['apple a15', []],
  ])('matches %j across spaces, case and the brand', async (text, expected) => {
    expect(await search(text)).toEqual(expected);
  });

  it('keeps the brand and service filters', async () => {
    expect(await search('a15', `&brand=${world.samsung.id}`)).toEqual(['Galaxy A15 5G']);
    expect(await search('a15', `&brand=${world.apple.id}`)).toEqual([]);
    expect(await search('note10', '&service=battery-replacement')).toEqual(['Redmi Note 10']);
  });

  it('answers every search from the cached catalogue, until a catalogue write drops it', async () => {
    expect(await search('iphone 12')).toEqual(['Apple iPhone 12']);
    // Written behind the app's back: no search, however new its text, goes to the database for it.
    await createDevice(db, {
      name: 'Apple iPhone 16',
      slug: 'apple-iphone-16',
      modelNumber: 'A3287',
      brandId: world.apple.id,
      categoryId: world.phones.id,
    });
    expect(await search('iphone16')).toEqual([]);
    expect(await search('IPHONE 16 ')).toEqual([]);
    catalogueCache.invalidate();
    expect(await search('iphone16')).toEqual(['Apple iPhone 16']);
  });
});
