// The guides' titles, categories and excerpts: the home page's teasers and the blog's cards show them.
export const articles = {
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
    excerpt: 'What changes in colour, brightness, battery use and price when you pick a replacement display.',
  },
};
