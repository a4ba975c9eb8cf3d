export const catalogue = {
  services: {
    metaTitle: 'Repair Services and Prices',
    metaDescription:
      'Screen replacement, battery replacement, water damage, speaker and microphone, charging port and dead phone diagnosis at your doorstep, with starting prices in rupees.',
    title: 'Our Repair Services',
    subtitle: 'Every repair is done at your doorstep with quality parts and a 90-day warranty.',
    startingFrom: 'Starting from',
    priceOnRequest: 'Price on request',
    bookService: 'Book Service',
    items: {
      'screen-replacement': {
        title: 'Screen Replacement',
        body: 'Cracked glass, lines, dead pixels or an unresponsive touch screen replaced with a quality display.',
      },
      'battery-replacement': {
        title: 'Battery Replacement',
        body: 'A new battery for phones that drain fast, shut down suddenly or have a swollen battery.',
      },
      'water-damage': {
        title: 'Water Damage Repair',
        body: 'Cleaning, drying and repair of phones that fell in water or got wet, to save the phone and its data.',
      },
      'mic-speaker-fix': {
        title: 'Mic & Speaker Fix',
        body: 'Clear calls again: we repair or replace speakers, earpieces and microphones.',
      },
      'charging-port': {
        title: 'Charging Port Repair',
        body: 'Loose cables, slow or no charging: we clean or replace the charging port.',
      },
      'dead-mobile-diagnosis': {
        title: 'Dead Mobile Diagnosis',
        body: 'Phone will not turn on? We find the fault and tell you the cost before any repair.',
      },
    },
  },
};
