// The technician area's own pages (SPEC 2): tips, values, guidelines and settings. Written for a
// technician reading on a phone between jobs: short sentences, plain words.

export const technician = {
  blog: {
    metaTitle: 'Tips for Technicians',
    title: 'Tips for Technicians',
    intro: 'Five short lessons from doorstep repairs. Read one before your first job of the day.',
    tips: [
      {
        key: 'esd',
        category: 'Tools',
        title: 'Carry your ESD kit to every job',
        summary:
          'Static from your body can damage a board or a new screen without any spark you can see. The damage often shows up days later, as a dead touch panel or a phone that will not charge.',
        points: [
          'Pack the wrist strap and the anti-static mat every morning, with your screwdrivers and spudgers.',
          'Lay the mat on the customer’s table, clip the strap to the mat, and wear it before you open the phone.',
          'Disconnect the battery first, before you touch any other connector.',
          'Keep new parts in their anti-static bags until you fit them. Hold them by the edges.',
        ],
      },
      {
        key: 'testing',
        category: 'Quality',
        title: 'Test before you open, test again before you leave',
        summary:
          'A quick check with the customer before the repair shows what already worked and what did not. The same check after the repair proves your work and saves you a second visit.',
        points: [
          'Before opening: touch in all corners, display, front and back cameras, speaker, mic, charging, buttons, SIM signal, Wi-Fi, and fingerprint or face unlock.',
          'If something is already faulty, show the customer and tell them before you start.',
          'After the repair: do the same checks again, with the customer watching.',
          'Make a short test call and plug in the charger before you pack your tools.',
        ],
      },
      {
        key: 'water',
        category: 'Repairs',
        title: 'Water-damaged phones: act fast, promise little',
        summary:
          'With water damage, every hour counts. Corrosion starts on the board within hours and keeps spreading until the board is cleaned.',
        points: [
          'When you call before the visit, ask the customer to keep the phone switched off and not to charge it. Rice does not help.',
          'Open the phone and disconnect the battery first. Do not switch it on “just to check”.',
          'Clean corrosion with 99% isopropyl alcohol and a soft brush. Let the board dry fully before you connect the battery again.',
          'Tell the customer honestly that a full fix is not certain and new faults can appear days later. If the phone turns on, help them back up their data first.',
        ],
      },
      {
        key: 'price',
        category: 'Customers',
        title: 'Talking about price with the customer',
        summary:
          'Some customers will ask for a discount. Stay friendly and firm: the price was shown when they booked, and it is the same for every customer.',
        points: [
          'Before you start, tell the customer the amount shown on your dashboard. No surprises at the end.',
          'If you find another fault, explain it in simple words and call the office. Do not do extra work or take extra money outside the booking.',
          'Collect exactly the amount shown. Offer cash or UPI, and carry small notes for change.',
          'Never ask for a tip. If the customer is unhappy about the price, stay calm and let them speak to the office.',
        ],
      },
      {
        key: 'data',
        category: 'Privacy',
        title: 'Protect the customer’s data',
        summary:
          'A phone holds photos, chats, bank apps and UPI. The customer trusts you with all of it. Treat it the way you want your own phone treated.',
        points: [
          'Ask for the screen lock only if a test needs it. Better: let the customer unlock the phone and do that test themselves.',
          'Never open photos, messages, WhatsApp, bank or UPI apps. The dialer and the camera are enough for your tests.',
          'Never copy files, photograph the screen, or sign out of the customer’s accounts.',
          'Before a board repair or a screen change, suggest a backup. Reset a phone only when the customer clearly asks for it.',
        ],
      },
    ],
  },

  about: {
    metaTitle: 'About DoorstepFix',
    title: 'About DoorstepFix',
    intro:
      'DoorstepFix repairs phones and tablets at the customer’s home or office across Bhubaneswar. For the customer, you are DoorstepFix: the way you work decides whether they book us again.',
    missionHeading: 'Our promise to customers',
    mission:
      'No travel, no queues and no surprises. The customer sees the price before booking, watches the repair at their door, pays only after the work is done, and gets a 90-day warranty.',
    valuesHeading: 'Our four values, on the job',
    values: [
      {
        key: 'trust',
        title: 'Trust',
        text: 'The customer lets you into their home and hands you a phone that holds their whole life. Repair it in front of them, so it never leaves their sight. Ask for the start code only at the door, and never open their personal data.',
      },
      {
        key: 'honesty',
        title: 'Honesty',
        text: 'Say what you found, in plain words. Collect exactly the amount shown on your dashboard, nothing more. If you find another fault or make a mistake, tell the customer and the office. Mark a job complete only when you have really done it.',
      },
      {
        key: 'expertise',
        title: 'Expertise',
        text: 'Use the right tools, your ESD kit and the parts the office gives you. Test before and after every repair. If a job is beyond you, say so and call the office instead of guessing on a customer’s phone.',
      },
      {
        key: 'care',
        title: 'Customer Care',
        text: 'Call 30 minutes before you arrive, and be on time. Greet the customer, explain each step and answer questions with patience. Before you leave, clean up: no screws, glass or packaging left behind.',
      },
    ],
    whyHeading: 'Why it matters',
    why: 'Happy customers book again and recommend us to family and neighbours. That means more jobs for every technician. A careful repair today also means no return visit under warranty tomorrow.',
  },

  guidelines: {
    metaTitle: 'Technician Guidelines',
    title: 'Technician Guidelines',
    intro:
      'The standards every DoorstepFix technician follows on every job. Read them fully once, then use the reminders at the end as your daily checklist.',
    jumpTo: 'Sections of this page',
    sections: [
      {
        key: 'work',
        title: 'Work',
        items: [
          'Check your jobs on the dashboard the evening before, and again in the morning.',
          'Carry the parts for every booked repair, your ESD kit, your tools, a charging cable and a clean cloth.',
          'Reach the customer within the booked time window.',
          'Ask for the customer’s 4-digit start code only at the door, when you are with the customer. Never ask for it on the phone. Enter it on your dashboard to start the job.',
          'Do only the repairs in the booking. For any other fault, call the office first.',
          'Mark the job complete only after physically visiting the customer and finishing the work. Never from home or on the way.',
        ],
      },
      {
        key: 'customer',
        title: 'Customer interaction',
        items: [
          'Greet the customer and tell them your name and that you are from DoorstepFix.',
          'Speak the language the customer is comfortable with: Odia, Hindi or English.',
          'Before opening the phone, show its condition: scratches, cracks and anything that already does not work.',
          'Repair in front of the customer, and explain each step in simple words.',
          'Collect exactly the amount shown on your dashboard. Offer cash or UPI, and record which one the customer used.',
          'Never argue. If the customer is unhappy, stay calm and call the office.',
        ],
      },
      {
        key: 'safety',
        title: 'Safety',
        items: [
          'Wear your ESD wrist strap, clipped to the mat, whenever the phone is open.',
          'Disconnect the battery before you work on the board or any connector.',
          'Never bend, press or puncture a battery. Put a swollen battery in a fireproof bag and hand it in at the office.',
          'Never charge or switch on a phone that is still wet.',
          'Keep heat away from the battery. Use the heat gun in short bursts.',
          'Keep screws, broken glass and tools away from children and pets. Pick up every piece of glass before you leave.',
          'Ride safely: wear your helmet, and never look at your phone while riding.',
        ],
      },
      {
        key: 'communication',
        title: 'Communication',
        items: [
          'Call the customer 30 minutes before arrival, to confirm the address and that they are at home.',
          'If you will be late, call the customer before the time window ends and give a new time. Tell the office too.',
          'If the customer does not answer, call twice, send an SMS, then call the office.',
          'Tell the office at once about any problem: a wrong part, the customer not at home, another fault, or an accident.',
          'Keep your phone charged and your mobile data on, so your dashboard stays up to date.',
        ],
      },
      {
        key: 'quality',
        title: 'Quality',
        items: [
          'Test the phone with the customer before you open it, and again after the repair.',
          'Put every screw back, check that the new part sits flat with no gaps, and clean the phone.',
          'Check charging, calls, cameras and touch before you pack your tools.',
          'Tell the customer that the repair has a 90-day warranty, and that they can call us if anything goes wrong.',
        ],
      },
      {
        key: 'reminders',
        title: 'Reminders',
        items: [
          'Call the customer 30 minutes before arrival.',
          'Ask for the 4-digit start code only at the door.',
          'Mark complete only after physically visiting and finishing the work.',
          'Collect exactly the amount shown. Offer cash or UPI.',
          'Never open the customer’s photos, messages or apps.',
        ],
      },
    ],
  },

  help: {
    title: 'Need help on a job?',
    text: 'Call the office. Never guess on a customer’s phone.',
    number: 'Office: {{phone}}',
    call: 'Call the office',
  },

  settings: {
    metaTitle: 'Settings',
    title: 'Settings',
    intro: 'Tell the office whether you can take new jobs, and change your password.',
    loadFailed: 'Could not load your details.',
    noProfile: 'We could not find your technician profile. Please call the office.',
    status: {
      heading: 'Your status',
      text: 'The office sees your status when it gives out new jobs.',
      now: 'Now: {{status}}',
      legend: 'Choose your status',
      options: {
        active: { label: 'Active', text: 'I can take new jobs.' },
        busy: { label: 'Busy', text: 'I cannot take new jobs right now.' },
      },
      inactive: 'The office has marked you inactive. Call the office to be made active again.',
      save: 'Save Status',
      saving: 'Saving…',
      saved: 'Status updated',
      savedActive: 'You are Active. The office can give you new jobs.',
      savedBusy: 'You are Busy. The office will see that you cannot take new jobs.',
      failed: 'Could not update your status',
    },
    statusNames: { active: 'Active', busy: 'Busy', inactive: 'Inactive' },
    password: {
      heading: 'Change password',
      text: 'Use at least {{min}} characters, and not a common password. Do not use your name or your phone number.',
      current: 'Current password',
      new: 'New password',
      confirm: 'Confirm new password',
      save: 'Change Password',
      saving: 'Changing…',
      saved: 'Password changed',
      savedText: 'Use your new password the next time you sign in.',
      failed: 'Could not change your password',
    },
  },
} as const;
