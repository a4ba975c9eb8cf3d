export const blog = {
  list: {
    metaTitle: 'Mobile Repair Tips & DIY Guides',
    metaDescription:
      'Practical guides for phone owners in India: charging problems, cracked screens, water damage, battery life and choosing a replacement screen.',
    title: 'Mobile Repair Tips & DIY Guides',
    intro: 'Simple checks you can do at home, and how to tell when a phone needs a technician.',
    read: 'Read guide',
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
  articles: {
    'phone-not-charging-quick-checks': {
      category: 'Charging',
      title: 'Phone Not Charging? 7 Quick Checks Before You Book a Repair',
      excerpt:
        'Most charging problems come from a dusty port, a worn cable or a tired adapter. Here is how to tell.',
    },
    'cracked-screen-immediate-actions': {
      category: 'Screen',
      title: 'Cracked Screen? What to Do in the First Hour',
      excerpt:
        'Protect your fingers, your data and the display underneath until a technician can replace the glass.',
    },
    'water-damage-save-phone-fast': {
      category: 'Water Damage',
      title: 'Dropped Your Phone in Water? Act Fast to Save It',
      excerpt: 'Switch it off, do not charge it, and forget the rice bowl. The steps that really help.',
    },
    'extend-battery-life-tips': {
      category: 'Battery',
      title: 'Make Your Phone Battery Last Longer: 10 Habits That Work',
      excerpt: 'Simple settings and charging habits that slow battery wear and get you through the day.',
    },
    'amoled-vs-lcd-screen-comparison': {
      category: 'Guides',
      title: 'AMOLED vs LCD Replacement Screens: Which Should You Choose?',
      excerpt:
        'What changes in colour, brightness, battery use and price when you pick a replacement display.',
    },
  },
};
