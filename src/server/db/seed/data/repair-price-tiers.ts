import type { SeedDevice } from '../seed-types';

// Doorstep repair prices in whole rupees. The screen, the battery and the camera are priced per
// model (their parts differ most); the other repairs follow the phone's class.

export type PriceTier = 'entry' | 'budget' | 'mid' | 'upper' | 'flagship' | 'iphone';

type ClassPricedService =
  | 'charging-port'
  | 'water-damage'
  | 'speaker-repair'
  | 'microphone-repair'
  | 'software-troubleshooting'
  | 'button-replacement'
  | 'dead-mobile-diagnosis';

const classPrices: Record<PriceTier, Record<ClassPricedService, number>> = {
  /** Phones under about ₹8,000: LCD, small batteries, simple boards. */
  entry: {
    'charging-port': 499,
    'water-damage': 1199,
    'speaker-repair': 499,
    'microphone-repair': 499,
    'software-troubleshooting': 399,
    'button-replacement': 399,
    'dead-mobile-diagnosis': 199,
  },
  /** About ₹8,000 to ₹15,000. */
  budget: {
    'charging-port': 699,
    'water-damage': 1499,
    'speaker-repair': 699,
    'microphone-repair': 699,
    'software-troubleshooting': 499,
    'button-replacement': 599,
    'dead-mobile-diagnosis': 299,
  },
  /** About ₹15,000 to ₹30,000, mostly AMOLED. */
  mid: {
    'charging-port': 899,
    'water-damage': 2499,
    'speaker-repair': 999,
    'microphone-repair': 999,
    'software-troubleshooting': 599,
    'button-replacement': 799,
    'dead-mobile-diagnosis': 399,
  },
  /** About ₹30,000 to ₹60,000. */
  upper: {
    'charging-port': 1199,
    'water-damage': 2999,
    'speaker-repair': 1299,
    'microphone-repair': 1299,
    'software-troubleshooting': 699,
    'button-replacement': 999,
    'dead-mobile-diagnosis': 399,
  },
  /** Android flagships and foldables. */
  flagship: {
    'charging-port': 1599,
    'water-damage': 3999,
    'speaker-repair': 1699,
    'microphone-repair': 1699,
    'software-troubleshooting': 899,
    'button-replacement': 1299,
    'dead-mobile-diagnosis': 499,
  },
  /** iPhones of earlier years (the current ones are priced line by line in devices-apple.ts). */
  iphone: {
    'charging-port': 2499,
    'water-damage': 3499,
    'speaker-repair': 1899,
    'microphone-repair': 1899,
    'software-troubleshooting': 799,
    'button-replacement': 1499,
    'dead-mobile-diagnosis': 399,
  },
};

/** Every repair of a phone: its own screen, battery and camera prices, the rest by its class. */
export function repairPrices(
  tier: PriceTier,
  own: { screen: number; battery: number; camera: number },
): SeedDevice['prices'] {
  return {
    'screen-replacement': own.screen,
    'battery-replacement': own.battery,
    'camera-repair': own.camera,
    ...classPrices[tier],
  };
}
