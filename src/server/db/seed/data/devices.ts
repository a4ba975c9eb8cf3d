import type { SeedDevice } from '../seed-types';
import { appleDevices } from './devices-apple';
import { earlierAppleDevices } from './devices-apple-earlier';
import { googleNothingDevices } from './devices-google-nothing';
import { infinixTecnoDevices } from './devices-infinix-tecno';
import { itelLavaJioDevices } from './devices-itel-lava-jio';
import { moreMotorolaGoogleDevices } from './devices-motorola-google-more';
import { nokiaHmdDevices } from './devices-nokia-hmd';
import { onePlusOppoRealmeDevices } from './devices-oneplus-oppo-realme';
import { moreOnePlusOppoDevices } from './devices-oneplus-oppo-more';
import { realmeNarzoCDevices } from './devices-realme-narzo-c';
import { redmiNoteDevices } from './devices-redmi-note';
import { redmiPocoBudgetDevices } from './devices-redmi-poco-budget';
import { samsungDevices } from './devices-samsung';
import { samsungGalaxyADevices } from './devices-samsung-galaxy-a';
import { samsungGalaxyMFDevices } from './devices-samsung-galaxy-m-f';
import { samsungGalaxySZDevices } from './devices-samsung-galaxy-s-z';
import { tabletDevices } from './devices-tablets';
import { vivoIqooMotorolaDevices } from './devices-vivo-iqoo-motorola';
import { moreVivoIqooDevices } from './devices-vivo-iqoo-more';
import { xiaomiDevices } from './devices-xiaomi';

// Every device in the catalogue, by brand; all are active. The order customers see is in popularity.ts.
export const seedDevices: SeedDevice[] = [
  ...appleDevices,
  ...earlierAppleDevices,
  ...samsungDevices,
  ...samsungGalaxyADevices,
  ...samsungGalaxyMFDevices,
  ...samsungGalaxySZDevices,
  ...xiaomiDevices,
  ...redmiNoteDevices,
  ...redmiPocoBudgetDevices,
  ...onePlusOppoRealmeDevices,
  ...moreOnePlusOppoDevices,
  ...realmeNarzoCDevices,
  ...vivoIqooMotorolaDevices,
  ...moreVivoIqooDevices,
  ...moreMotorolaGoogleDevices,
  ...googleNothingDevices,
  ...infinixTecnoDevices,
  ...itelLavaJioDevices,
  ...nokiaHmdDevices,
  ...tabletDevices,
];
