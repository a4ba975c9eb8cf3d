// The repair services as the catalogue is seeded with them (src/server/db/seed/data/repair-services.ts,
// held equal by repair-texts.test.ts): what the Hindi and Odia files beside this one translate. Never
// shown. The seed stores hi.ts and or.ts as each service's `translations`; from then on the catalogue
// holds them and admins change them with the English (shared/repair-names.ts).

export const repairs = {
  'screen-replacement': {
    name: 'Screen Replacement',
    description:
      'We replace cracked, flickering or unresponsive displays at your doorstep with genuine or high-quality tested screens, so your phone looks and works like new again.',
    diyGuideText:
      '1. Stop pressing on the cracked area: loose glass can cut your finger and pressing spreads the crack.\n2. Stick clear packing tape or a cheap screen guard over the crack to hold the glass pieces in place.\n3. Back up your photos and contacts now (Google or iCloud) while the touch still responds.\n4. If touch is jumpy, restart the phone: hold the power button, choose Restart or Power off, then switch it on again.\n5. If the screen stays black, call your number from another phone: if it rings or vibrates, only the screen is likely damaged.\n6. Keep the phone away from water and steam until it is fixed, because a cracked screen no longer seals out moisture.',
  },
  'battery-replacement': {
    name: 'Battery Replacement',
    description:
      'Battery draining fast or the phone switching off at 20%? We fit a genuine or high-quality new battery at your home and safely dispose of the old one.',
    diyGuideText:
      '1. Check battery health: on iPhone open Settings > Battery > Battery Health; on Android look in Settings > Battery or Device care.\n2. Restart the phone once: it closes apps that keep running in the background and drain power.\n3. Turn on Battery Saver and auto-brightness, and lower the screen timeout to 30 seconds.\n4. In Settings > Battery, see which app uses the most power and close or uninstall it if you do not need it.\n5. Charge with the original charger or a certified one; cheap roadside chargers can damage the battery.\n6. Safety: if the phone back is bulging, the phone gets very hot or smells of burning, unplug it, switch it off and book a repair right away.',
  },
  'charging-port': {
    name: 'Charging Port Repair',
    description:
      'We clean, repair or replace loose and faulty charging ports at your doorstep using genuine or high-quality parts, so your phone charges reliably again.',
    diyGuideText:
      '1. Try a different cable, a different adapter and a different wall socket: the cable is the most common culprit.\n2. Shine a torch into the charging port; pocket lint and dust often pack tightly at the bottom.\n3. Switch the phone off and gently loosen the dirt with a wooden toothpick. Never use a safety pin, needle or anything metal.\n4. Do not blow into the port with your mouth: it adds moisture. A soft dry brush or a puff of air from a bulb is safer.\n5. Restart the phone and plug in again; a software hiccup can sometimes stop charging.\n6. If the plug or port gets hot, or the phone shows a moisture warning, unplug it and let it rest before trying again.',
  },
  'water-damage': {
    name: 'Water Damage Repair',
    description:
      'Phone fell in water, tea or the sink? Our technician opens, cleans and dries the inside at your doorstep and replaces any damaged parts with genuine or high-quality ones.',
    diyGuideText:
      '1. Take the phone out of the liquid and switch it off straight away. Do not keep testing whether it still works.\n2. Never charge or plug in a wet phone: current through wet parts causes short circuits and permanent damage.\n3. Remove the cover, SIM tray and memory card, then wipe the outside with a soft dry cloth.\n4. Hold the phone with the charging port facing down and shake gently, then leave it in a dry, airy spot. No hair dryer, oven or hot sun.\n5. Rice does not really help and leaves starch dust in the ports. Silica gel packets in a closed box, or plain air drying, work better.\n6. If it was salt water, tea, juice or soapy water, book a repair quickly: sticky liquids start corroding the board within hours.',
  },
  'speaker-repair': {
    name: 'Speaker Repair',
    description:
      'No sound, crackling or very low volume on calls and videos? We clean or replace the loudspeaker and earpiece at your doorstep with genuine or high-quality parts.',
    diyGuideText:
      '1. Press the volume up button while a song or video is playing, and check that silent mode and Do Not Disturb are off.\n2. Turn off Bluetooth: the sound may be going to earphones, a smartwatch or your car.\n3. Gently brush the speaker grille with a soft, dry toothbrush to remove dust. Do not poke it with a pin.\n4. Restart the phone and test again with a different app, such as YouTube and then a normal phone call.\n5. Note whether the problem is the bottom loudspeaker, the top earpiece used during calls, or both; tell us when you book.',
  },
  'microphone-repair': {
    name: 'Microphone Repair',
    description:
      'If people cannot hear you on calls or voice notes sound muffled, we clean or replace the microphone at your doorstep using genuine or high-quality parts.',
    diyGuideText:
      '1. Open the Voice Recorder app, record a few words and play them back to check whether the microphone picks you up.\n2. Check app permissions: in Settings > Apps, open the app (for example WhatsApp) and allow Microphone.\n3. Remove the phone cover and check that it does not block the tiny mic hole near the charging port.\n4. Brush the mic hole very gently with a soft dry brush. Never push a pin or needle inside.\n5. Disconnect Bluetooth earphones and restart the phone, then try a call again.\n6. Try a call on speakerphone: if you are heard on speaker but not normally, tell us, as it shows which mic is faulty.',
  },
  'software-troubleshooting': {
    name: 'Software Troubleshooting',
    description:
      'Slow, hanging or restarting phone? Our technician fixes software problems, removes harmful apps and updates the system at your doorstep, without losing your data where possible.',
    diyGuideText:
      '1. Restart the phone: hold the power button and choose Restart. This clears many freezes and glitches.\n2. Check free storage in Settings > Storage; if it is almost full, delete old videos and forwarded WhatsApp media.\n3. Install pending updates from Settings > Software update (or System update) while on Wi-Fi and charging.\n4. If one app keeps crashing, update it from the Play Store or App Store, or uninstall and reinstall it.\n5. Uninstall apps you installed just before the trouble began, especially ones that show ads everywhere.\n6. Never share an OTP or install a remote-control app for anyone who calls offering to fix your phone, and do not factory reset without a backup.',
  },
  'camera-repair': {
    name: 'Camera Repair',
    description:
      'We repair blurry, black or shaking cameras and cracked camera glass at your doorstep, replacing the faulty module with genuine or high-quality parts.',
    diyGuideText:
      '1. Wipe the camera lens with a soft clean cloth, such as a spectacle cloth; fingerprints are the most common cause of blurry photos.\n2. Take off the phone cover and check that it is not blocking the lens or the flash.\n3. Close the camera app completely, restart the phone, and open the camera again.\n4. Switch between the front and back cameras and between photo, video and zoom; note which one fails and tell us.\n5. Try the camera inside another app, such as WhatsApp. If it works there, update the camera app and the phone software.',
  },
  'button-replacement': {
    name: 'Button Replacement',
    description:
      'Stuck, loose or unresponsive power and volume buttons are repaired or replaced at your doorstep with genuine or high-quality parts.',
    diyGuideText:
      '1. Remove the phone cover: a tight or bent cover can press a button all the time or stop it from clicking.\n2. Brush around the button with a soft dry toothbrush and press it a few times to loosen trapped dust.\n3. Restart the phone; if the power button does not work, use the power icon in the quick settings panel or in Settings.\n4. Use an on-screen button meanwhile: on iPhone turn on AssistiveTouch in Settings > Accessibility > Touch; on Android turn on the Accessibility Menu.\n5. If the phone keeps restarting by itself or the volume keeps changing, a button is stuck pressed; switch off and book a repair.',
  },
  'dead-mobile-diagnosis': {
    name: 'Dead Mobile Diagnosis',
    description:
      'Phone not switching on at all? Our technician checks the battery, charging circuit and board at your doorstep and gives you a clear repair estimate before any work begins.',
    diyGuideText:
      '1. Charge it for at least 30 minutes with a charger and cable you know work, on a different wall socket; a fully drained phone can take a while to show anything.\n2. Force restart: on iPhone press and release volume up, press and release volume down, then hold the side button until the logo appears. On most Android phones hold power and volume down for 15 seconds.\n3. Call your number from another phone: if it rings or vibrates, the phone is on and the screen is the likely fault.\n4. If the phone was dropped or got wet recently, stop charging it and tell us when you book.\n5. If the phone gets hot while charging or the back looks swollen, unplug it immediately and keep it away from anything that can burn.',
  },
};

/** A translation of every seeded service's words. */
export type RepairTexts = {
  readonly [Slug in keyof typeof repairs]: { name: string; description: string; diyGuideText: string };
};
