import type { SeedDevice } from '../seed-types';
import { appleDevices } from './devices-apple';
import { googleNothingDevices } from './devices-google-nothing';
import { onePlusOppoRealmeDevices } from './devices-oneplus-oppo-realme';
import { samsungDevices } from './devices-samsung';
import { tabletDevices } from './devices-tablets';
import { vivoIqooMotorolaDevices } from './devices-vivo-iqoo-motorola';
import { xiaomiDevices } from './devices-xiaomi';

// Every device in the catalogue; all are active. Phones first, then tablets.
export const seedDevices: SeedDevice[] = [
  ...appleDevices,
  ...samsungDevices,
  ...xiaomiDevices,
  ...onePlusOppoRealmeDevices,
  ...vivoIqooMotorolaDevices,
  ...googleNothingDevices,
  ...tabletDevices,
];
