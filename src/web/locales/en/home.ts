export const home = {
  metaTitle: 'Phone & Tablet Repair at Your Doorstep',
  metaDescription:
    'Book a trained technician to repair your phone or tablet at your home or office in Bhubaneswar, Odisha. Clear prices in rupees, repairs in 30–60 minutes, 90-day warranty.',
  hero: {
    eyebrow: 'Doorstep repair in Bhubaneswar, Odisha',
    title: 'Your phone repaired at your doorstep',
    body: 'Pick your device, choose what needs fixing and see the price before you book. A trained technician comes to your home or office and most repairs are done in 30–60 minutes.',
    bookNow: 'Book Now',
    viewServices: 'View Services',
    points: {
      warranty: '90-day warranty on parts and labour',
      time: 'Most repairs in 30–60 minutes',
      price: 'Price shown before you book',
    },
  },
  audiences: {
    title: 'We Serve Everyone',
    subtitle: 'Whoever you are, we make repairs simple, safe and on your schedule.',
    students: {
      title: 'Students',
      body: 'Fair prices, quick fixes between classes and a technician who comes to your hostel or home.',
    },
    professionals: {
      title: 'Professionals',
      body: 'Repairs at your office or home at a time you choose, so your work never stops.',
    },
    seniors: {
      title: 'Senior Citizens',
      body: 'No travel and no queues. Our technicians explain every step patiently and repair in front of you.',
    },
  },
  featured: {
    title: 'Popular Repairs',
    subtitle: 'Choose a repair to see the devices we fix and their prices.',
    startingFrom: 'Starting from {{price}}',
    seeDevices: 'See devices',
  },
  blog: {
    title: 'Tips & DIY Guides',
    subtitle: 'Quick checks that can save you a repair, from our technicians.',
    readMore: 'Read guide',
    all: 'Explore All Articles',
  },
  security: {
    title: 'Your Data Stays Yours',
    body: 'Repairs happen in front of you, so your phone never leaves your sight. Our technicians do not open your photos, messages or apps, and we keep only what we need to serve you.',
    points: {
      sight: 'Repair done in front of you',
      access: 'No access to your personal data',
      verified: 'Your technician’s name and number shared before the visit',
    },
    link: 'Read our privacy policy',
  },
  cta: {
    title: 'Ready to get your device fixed?',
    body: 'Book in two minutes. We confirm by phone within 30 minutes.',
    book: 'Book a Repair',
    contact: 'Talk to Us',
  },
};
