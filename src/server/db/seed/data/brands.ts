import type { SeedBrand } from '../seed-types';

// Brands we repair, with their official India websites where one exists.
export const seedBrands: SeedBrand[] = [
  { name: 'Apple', websiteUrl: 'https://www.apple.com/in/' },
  { name: 'Samsung', websiteUrl: 'https://www.samsung.com/in/' },
  { name: 'Xiaomi', websiteUrl: 'https://www.mi.com/in/' },
  { name: 'Redmi', websiteUrl: 'https://www.mi.com/in/' },
  { name: 'POCO', websiteUrl: 'https://www.po.co/in/' },
  { name: 'OnePlus', websiteUrl: 'https://www.oneplus.in/' },
  { name: 'Vivo', websiteUrl: 'https://www.vivo.com/in' },
  { name: 'iQOO', websiteUrl: 'https://www.iqoo.com/in' },
  { name: 'Oppo', websiteUrl: 'https://www.oppo.com/in/' },
  { name: 'Realme', websiteUrl: 'https://www.realme.com/in/' },
  { name: 'Motorola', websiteUrl: 'https://www.motorola.com/in/' },
  { name: 'Google', websiteUrl: 'https://store.google.com/in/' },
  { name: 'Nothing', websiteUrl: 'https://in.nothing.tech/' },
  { name: 'Lenovo', websiteUrl: 'https://www.lenovo.com/in/en/' },
  { name: 'Infinix', websiteUrl: 'https://www.infinixmobility.com/in/' },
  { name: 'Tecno', websiteUrl: 'https://www.tecno-mobile.in/' },
  { name: 'itel', websiteUrl: 'https://www.itel-india.com/' },
  { name: 'Lava', websiteUrl: 'https://www.lavamobiles.com/' },
  { name: 'Jio', websiteUrl: 'https://www.jio.com/' },
  { name: 'Nokia', websiteUrl: 'https://www.nokia.com/phones/en_in/' },
  { name: 'HMD', websiteUrl: 'https://www.hmd.com/en_in/' },
];
