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
};
