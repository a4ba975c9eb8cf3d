export const blog = {
  list: {
    metaTitle: 'Mobile Repair Tips & DIY Guides',
    metaDescription:
      'Practical guides for phone owners in India: charging problems, cracked screens, water damage, battery life and choosing a replacement screen.',
    title: 'Mobile Repair Tips & DIY Guides',
    intro: 'Simple checks you can do at home, and how to tell when a phone needs a technician.',
    minutes: '{{count}} min read',
  },
  article: {
    back: 'Back to all guides',
    notFoundTitle: 'Article Not Found',
    notFoundText: 'We could not find this guide. It may have moved.',
    helpTitle: 'Need Professional Help?',
    helpText:
      'Our technician can come to your home or office. Most repairs take 30–60 minutes and carry a 90-day warranty.',
    selectDevice: 'Select Your Device',
    contactSupport: 'Contact Support',
    chooseTitle: 'How would you like to reach us?',
    whatsapp: 'WhatsApp',
    call: 'Call {{phone}}',
    whatsappMessage: 'Hello DoorstepFix, I read your guide "{{title}}" and need help with my phone.',
    published: 'Published {{date}}',
  },
  /** Each guide's title for search results (under 60 characters), description and picture. */
  seo: {
    'phone-not-charging-quick-checks': {
      title: 'Phone Not Charging? 7 Quick Checks',
      description:
        'Phone not charging? Try these 7 safe checks for the socket, cable, adapter and charging port before you book a doorstep repair. Know when it needs a technician.',
      imageAlt: 'A smartphone with a low battery icon, connected by a charging cable to a wall plug',
    },
    'cracked-screen-immediate-actions': {
      title: 'Cracked Phone Screen? What to Do First',
      description:
        'Cracked your phone screen? Protect your fingers, cover the crack, back up your data and spot danger signs in the first hour, before the screen is replaced.',
      imageAlt: 'A smartphone with a cracked screen next to a green shield with a tick mark',
    },
    'water-damage-save-phone-fast': {
      title: 'Phone Fell in Water? What to Do Now',
      description:
        'Phone fell in water? Switch it off, do not charge it, skip the rice bowl and the hot hair dryer. Simple steps that give a wet phone the best chance to recover.',
      imageAlt: 'A smartphone with water drops around it, lying on a folded towel',
    },
    'extend-battery-life-tips': {
      title: '10 Habits for Longer Phone Battery Life',
      description:
        'Ten simple habits that make your phone battery last longer: keep it cool, avoid running to zero, lower brightness and more. Plus signs of a worn battery.',
      imageAlt: 'A large battery icon mostly full in green, with a leaf and a clock beside it',
    },
    'amoled-vs-lcd-screen-comparison': {
      title: 'AMOLED vs LCD Replacement Screens',
      description:
        'AMOLED or LCD screen? Compare colour, brightness, battery use, in-screen fingerprint support and price, and learn about original or compatible parts.',
      imageAlt:
        'Two smartphones side by side, labelled AMOLED and LCD, one with deep black and vivid colours, one with a lighter greyish screen',
    },
  },
};
