// Texts of the content pages: contact, about, FAQ and the five service pages of the footer; the legal
// pages come from pages-legal.ts. {{phone}} and {{email}} are filled in by the translator.

import { legalPages } from './pages-legal';

export const pages = {
  ...legalPages,
  contact: {
    metaTitle: 'Contact Us',
    metaDescription:
      'Call, WhatsApp or e-mail DoorstepFix, or send us a message. Support 8am to 8pm, 7 days a week; e-mails answered within 24 hours.',
    title: 'Contact Us',
    intro: 'Questions about a repair or a booking? We are happy to help.',
    cards: {
      call: { title: 'Call Us', text: 'Support 8am to 8pm, 7 days a week' },
      whatsapp: { title: 'WhatsApp', text: 'Chat with us on WhatsApp', action: 'Open WhatsApp' },
      email: { title: 'Email', text: 'We reply within 24 hours' },
      visit: { title: 'Visit', text: 'Our office' },
    },
    whatsappMessage: 'Hello DoorstepFix, I have a question about a repair.',
    formTitle: 'Send Us a Message',
    name: 'Your name',
    email: 'Email address',
    phone: 'Mobile number',
    message: 'Message',
    messagePlaceholder: 'How can we help you?',
    send: 'Send Message',
    sending: 'Sending Message...',
    processing: 'Processing...',
    processingText: 'Your message is on its way.',
    success: 'Message Sent Successfully!',
    successText: 'Thank you. We will reply within 24 hours.',
    failed: 'Submission Failed',
    failedText: 'Something went wrong. Please try again or contact us directly.',
    honeypot: 'Leave this field empty',
  },
  about: {
    metaTitle: 'About Us',
    metaDescription:
      'DoorstepFix repairs phones and tablets at your home or office in Bhubaneswar, Odisha. Clear prices in rupees, repair in front of you, 90-day warranty.',
    title: 'About DoorstepFix',
    intro:
      'DoorstepFix is a doorstep repair service for phones and tablets, based in Bhubaneswar, Odisha. You book online, and our technician comes to your home or office. Most repairs are done in 30–60 minutes, in front of you.',
    missionHeading: 'Our Mission',
    mission:
      'We want phone repair to be simple and fair for everyone. No travel, no queues and no surprises. You see the price for your model before you book, you watch the repair, and you pay only after the work is done.',
    valuesHeading: 'What We Stand For',
    values: [
      {
        key: 'trust',
        title: 'Trust',
        text: 'Your phone stays with you. The repair happens at your door, in front of you, so it never leaves your sight.',
      },
      {
        key: 'honesty',
        title: 'Honesty',
        text: 'Prices are shown in rupees for your exact model before you book. If the technician finds another fault, they explain it and ask you first.',
      },
      {
        key: 'expertise',
        title: 'Expertise',
        text: 'Our technicians repair phones and tablets every day. They test the device with you after the repair, and the work carries a 90-day warranty.',
      },
      {
        key: 'care',
        title: 'Customer Care',
        text: 'We explain every step in plain words and take our time. Call us from 8am to 8pm, 7 days a week, or write to us and we reply within 24 hours.',
      },
    ],
    howHeading: 'How It Works',
    how: [
      'Choose your device and the repairs you need. The price is shown for each one.',
      'Give your address and pick a date and a two-hour time window.',
      'We call you to confirm, usually within 30 minutes. Then the technician comes to you.',
      'The repair is done in front of you. You pay after the repair and get a receipt.',
    ],
  },

  faq: {
    metaTitle: 'Frequently Asked Questions',
    metaDescription:
      'Answers about visit charges, warranty, parts, data safety, payment, cancellation and the areas DoorstepFix serves.',
    title: 'Frequently Asked Questions',
    intro:
      'Short answers to the questions we hear most. If your question is not here, call us on {{phone}} or write to {{email}}.',
    items: [
      {
        question: 'Do you charge for the visit?',
        answer:
          'No. There is no separate visit charge. The price shown for each repair includes the part, the labour and the visit to your door. The booking page shows the total before you confirm.',
      },
      {
        question: 'Is there a warranty on the repair?',
        answer:
          'Yes. Every repair has a 90-day warranty on parts and labour, counted from the repair date. You can also buy a longer plan at the time of repair. See our Warranty page for details.',
      },
      {
        question: 'What quality of parts do you use?',
        answer:
          'We fit parts made for your model. The technician shows you the part before fitting it and tests the device with you afterwards. Every part we fit is covered by our 90-day warranty.',
      },
      {
        question: 'Is my personal data safe during the repair?',
        answer:
          'The repair is done at your door, in front of you, so your phone never leaves your sight. Our technicians do not open your photos, messages or apps. Please back up your phone before the visit, as a good habit before any repair.',
      },
      {
        question: 'How do I pay?',
        answer:
          'You pay after the repair is done, to the technician, in cash or by UPI. You get a receipt. You do not pay anything online when you book.',
      },
      {
        question: 'Can I cancel or change my booking?',
        answer:
          "Yes, up to 2 hours before the start of your chosen time window. If you are signed in, you can cancel from your dashboard. You can also call us on {{phone}}. With less than 2 hours' notice, please call us.",
      },
      {
        question: 'Which areas do you serve?',
        answer:
          'Right now we serve Bhubaneswar and nearby areas of Odisha. We hope to add more cities over time. If you are not sure we reach your address, call us on {{phone}} before you book.',
      },
    ],
  },

  services: {
    'screen-repair': {
      metaTitle: 'Phone Screen Repair at Your Doorstep',
      metaDescription:
        'Cracked glass, touch not working or lines on the display? Our technician replaces your phone or tablet screen at your door, with a 90-day warranty.',
      title: 'Screen Repair',
      intro:
        'A cracked or faulty screen makes every task harder and can cut your fingers. Our technician comes to you and repairs or replaces the screen in front of you.',
      fixesHeading: 'What we fix',
      fixes: [
        'Cracked or shattered front glass',
        'Touch not responding, or responding in the wrong place',
        'Lines, spots or patches of colour on the display',
        'Black or flickering screen while the phone still rings',
        'Full display replacement when the panel itself is damaged',
      ],
      signsHeading: 'Signs you need this repair',
      signs: [
        'You can see cracks, or small pieces of glass are coming off',
        'Parts of the screen do not react when you touch them',
        'The phone opens apps or types by itself',
        'Lines, dark patches or bleeding colours appear on the display',
        'The screen stays black, but you can hear calls and notifications',
      ],
      time: 'Usually 30–60 minutes at your door',
      warranty: '90-day warranty on the new screen and our work',
      note: 'Until the repair, put clear tape over cracked glass to protect your fingers. Back up your phone before the visit.',
    },
    'battery-replacement': {
      metaTitle: 'Phone Battery Replacement at Your Doorstep',
      metaDescription:
        'Battery draining fast, phone switching off or battery swelling? Our technician replaces your battery at your door, with a 90-day warranty.',
      title: 'Battery Replacement',
      intro:
        'Batteries wear out with age. If your phone does not last the day any more, a new battery can make it feel new again. Our technician replaces it at your door.',
      fixesHeading: 'What we fix',
      fixes: [
        'Replacing a worn-out battery with a new one for your model',
        'Replacing a swollen battery safely',
        'Checking battery health before and after the repair',
        'Checking the charging so the new battery charges properly',
        'Closing and sealing the back cover again after the work',
      ],
      signsHeading: 'Signs you need this repair',
      signs: [
        'The battery runs out much faster than before',
        'The phone switches off suddenly, even when it shows charge left',
        'The phone gets hot during normal use or charging',
        'The back cover or screen is lifting, or the phone looks puffed up',
        'The phone only works while it is plugged in',
      ],
      time: 'Usually 30–60 minutes at your door',
      warranty: '90-day warranty on the new battery and our work',
      note: 'A swollen battery is a safety risk. If your phone is puffed up or the back is lifting, stop using and charging it, keep it away from heat, and book a replacement.',
    },
    'water-damage': {
      metaTitle: 'Water Damage Repair at Your Doorstep',
      metaDescription:
        'Phone fell in water? Switch it off and do not charge it. Our technician checks the damage at your door and tells you honestly what can be saved.',
      title: 'Water Damage Repair',
      intro:
        'Water and other liquids damage a phone from the inside, and the damage grows with time. Act fast. Our technician first checks your phone and tells you what can be done before any repair starts.',
      fixesHeading: 'What we do',
      fixes: [
        'A diagnosis first, so you know what is damaged before you decide',
        'Opening the phone and cleaning liquid and corrosion from the inside',
        'Drying and checking the parts, one by one',
        'Replacing damaged parts, such as the battery, screen or charging port',
        'Testing calls, charging, sound and camera with you afterwards',
      ],
      signsHeading: 'When to book',
      signs: [
        'Your phone fell into water, or something was spilled on it',
        'The phone does not switch on after getting wet',
        'There is fog or moisture under the screen or camera glass',
        'Sound is muffled, or charging stopped working after contact with water',
      ],
      time: 'Diagnosis at your door first; repair time depends on the damage',
      warranty: '90-day warranty on the parts we replace and our work on them',
      note: 'Please be aware that not every phone can be saved. We tell you honestly after the diagnosis. Until then, switch the phone off, do not charge it and do not put it in rice.',
    },
    'charging-port': {
      metaTitle: 'Charging Port Repair at Your Doorstep',
      metaDescription:
        'Phone not charging or cable loose? Our technician cleans or replaces the charging port at your door, with a 90-day warranty.',
      title: 'Charging Port Repair',
      intro:
        'Many charging problems come from a dirty or worn charging port. Our technician finds the cause at your door and cleans or replaces the port.',
      fixesHeading: 'What we fix',
      fixes: [
        'Cleaning dust and lint out of the charging port',
        'Replacing a loose, bent or broken charging port',
        'Fixing a phone that charges slowly or stops and starts',
        'Fixing a phone that a computer does not detect by cable',
        'Checking your cable and adapter, so you know what was at fault',
      ],
      signsHeading: 'Signs you need this repair',
      signs: [
        'The phone charges only when the cable is held at an angle',
        'The cable feels loose or falls out of the port',
        'Charging is very slow or keeps stopping',
        'The phone shows a moisture or accessory warning when plugged in',
      ],
      time: 'Usually 30–60 minutes at your door',
      warranty: '90-day warranty on the new part and our work',
      note: 'Before you book, try another cable and adapter. Never clean the port with a pin or anything metal.',
    },
    'speaker-mic': {
      metaTitle: 'Speaker and Microphone Repair at Your Doorstep',
      metaDescription:
        'Cannot hear callers, or they cannot hear you? Our technician repairs the earpiece, loudspeaker or microphone at your door, with a 90-day warranty.',
      title: 'Speaker & Mic Repair',
      intro:
        'If you cannot hear your callers, or they cannot hear you, the earpiece, loudspeaker or microphone may be blocked or faulty. Our technician checks and fixes it at your door.',
      fixesHeading: 'What we fix',
      fixes: [
        'Earpiece speaker: the small speaker you hear calls through',
        'Loudspeaker: ringtone, music, videos and speakerphone',
        'Microphone: your voice on calls and voice notes',
        'Cleaning dust and dirt out of speaker and microphone openings',
        'Checking sound settings and Bluetooth, so a simple cause is not missed',
      ],
      signsHeading: 'Signs you need this repair',
      signs: [
        'Callers sound very low, or you hear nothing at all',
        'The sound crackles or buzzes',
        'There is no ringtone, or videos play without sound',
        'People say they cannot hear you, or your voice notes are silent',
      ],
      time: 'Usually 30–60 minutes at your door',
      warranty: '90-day warranty on the new part and our work',
      note: 'Before you book, check that the phone is not on silent and not connected to Bluetooth earphones. Remove any case that may cover the openings.',
    },
  },
} as const;
