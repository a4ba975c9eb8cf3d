// Texts of the legal pages (privacy, terms, warranty, cookies), part of the `pages` namespace. They
// describe the product as built; {{phone}} and {{email}} are filled in by the translator. Every period the
// privacy page names comes from the constants the server keeps and deletes by.

import { OTP_VALIDITY_MINUTES } from '@shared/constants';
import { RETENTION_DAYS, SESSION_DAYS, describeDays } from '@shared/retention';

const UPDATED = 'Last updated: 22 November 2026';
const PRIVACY_UPDATED = 'Last updated: 25 November 2026';

export const legalPages = {
  privacy: {
    metaTitle: 'Privacy Policy',
    metaDescription:
      'What personal data DoorstepFix collects, why, who sees it, where it is kept, for how long, and how to ask for a copy or deletion.',
    title: 'Privacy Policy',
    updated: PRIVACY_UPDATED,
    intro:
      'This page explains, in plain words, what we collect when you use DoorstepFix, what we do with it and what choices you have. We collect only what we need to repair your device. We do not sell your data.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: ['We collect the following, and only when you give it to us or use the service:'],
        list: [
          'Booking details: your name, e-mail address, phone number, address, city, state and pincode, the map location if you choose to set one (latitude and longitude), your device, the repairs you chose, your preferred date and time window, and the referral code if you used one.',
          'Account details: your name, e-mail address or phone number, and your own referral code. If you sign in with Google, we receive your name, e-mail address and profile picture link from Google.',
          'Sign-in codes: the 6-digit codes we send you, stored only in scrambled (hashed) form.',
          'Contact form messages: your name, e-mail address, phone number and message.',
          'A copy of each e-mail and text message we send you, with the time it was sent.',
          'Technical details: when you sign in, your IP address and browser type are kept with your sign-in session. Your IP address is also used to stop repeated sign-in attempts.',
          'Your answer when a repair guide asks whether its quick fix worked, with the device and the repair, but without your name or any address.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We use your details to confirm your booking, send a technician to the right address at the right time, call you about the repair, keep a record for your warranty, and answer your messages.',
          'We use your e-mail address or phone number to send you sign-in codes and messages about your bookings. We use your referral code to give discounts and rewards. We do not use your data for advertising.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: ['We share only what each one needs to do their part:'],
        list: [
          'The technician assigned to your booking sees your name, phone number, address, map location, device, chosen repairs and preferred time.',
          'Our mail server sends e-mails to your address. Text messages go to your phone number through an Indian SMS gateway (Fast2SMS).',
          'When you search for an address on the map, the text you type or the point you pick goes through our server to a geocoding service (Nominatim, from OpenStreetMap, by default). Your name and phone number are not sent.',
          'Map pictures are loaded from OpenStreetMap servers, which see your IP address like any website you visit.',
          'If you choose Google sign-in, Google knows that you signed in to DoorstepFix.',
        ],
      },
      {
        heading: 'Where it is stored',
        paragraphs: [
          'Your data is kept in our PostgreSQL database on servers we control, hosted in India or with a cloud provider. Pictures of devices in our catalogue may be kept in separate file storage. Only our staff and the technician assigned to your booking can see your booking.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: ['We keep data only as long as we need it:'],
        list: [
          'Bookings: 3 years, for warranty claims and our accounts.',
          `Copies of the e-mails and text messages we send you: ${describeDays(RETENTION_DAYS.messageCopies)}.`,
          `Contact form messages: ${describeDays(RETENTION_DAYS.contactMessages)}.`,
          `Sign-in codes: they stop working as soon as they are used, or after ${OTP_VALIDITY_MINUTES} minutes, and we delete them ${describeDays(RETENTION_DAYS.signInCodesAfterExpiry)} later.`,
          'Your account: while you use it, or until you ask us to delete it.',
          `Sign-in sessions: they end when you sign out or after ${SESSION_DAYS} days without use, and we then delete them with the IP address and browser type kept with them.`,
          `Counts of sign-in attempts and requests from your IP address: ${describeDays(RETENTION_DAYS.attemptCounters)} after the last one.`,
          `The random key your browser sends with a booking, so that pressing Book twice makes one booking: ${describeDays(RETENTION_DAYS.bookingRetryKeys)}.`,
          `Answers to repair guides: ${describeDays(RETENTION_DAYS.guideAnswers)}.`,
          `Reports of errors in your browser (the error and the page's address, without your IP address, its query or any personal data): ${describeDays(RETENTION_DAYS.errorReports)}.`,
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Sign-in codes and staff passwords are stored scrambled (hashed), never as plain text. Your sign-in cookie cannot be read by scripts on the page. Staff and technicians see only what their role needs.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your data, ask us to correct it, or ask us to delete it. Write to {{email}} from the e-mail address you used, or call {{phone}}. We may need to check that the request comes from you.',
          'You can change some of your details yourself in Profile Settings. We may keep a booking record for the period above if the law or a warranty claim needs it.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'DoorstepFix is meant for adults. If you are under 18, please ask a parent or guardian to book for you. We do not knowingly collect data from children.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'If we change this policy, we will update this page and the date at the top. For important changes, we will also tell you by e-mail if we have your address.',
        ],
      },
    ],
  },

  terms: {
    metaTitle: 'Terms of Service',
    metaDescription:
      'The terms for booking a DoorstepFix repair: bookings and cancellation, prices and payment, referrals, warranty, data backup and liability.',
    title: 'Terms of Service',
    updated: UPDATED,
    intro:
      'These terms apply when you use the DoorstepFix website and book a repair with us. Please read them before you book. By booking, you agree to them.',
    sections: [
      {
        heading: 'Our service',
        paragraphs: [
          'DoorstepFix repairs phones and tablets at your home or office. You choose your device and repairs online, and a technician comes to the address you give. We are based in Bhubaneswar, Odisha, India.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You can book as a guest or with an account. You sign in with a 6-digit code that we send by e-mail or SMS, valid for 15 minutes, or with Google. Please keep access to your e-mail and phone safe, and do not share your codes with anyone. Our staff will never ask you for a code.',
        ],
      },
      {
        heading: 'Bookings and cancellation',
        paragraphs: [
          'When you book, you choose a preferred date and a two-hour time window between 9:00 and 19:00. We call you to confirm, usually within 30 minutes during support hours. Please give a correct address and phone number, and make sure someone is there at the chosen time.',
          'You can cancel or change a booking up to 2 hours before the start of your time window. If you did not choose a window, this means 2 hours before 9:00 on your preferred date. For later changes, please call us on {{phone}}.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are shown in rupees for each device model and repair, and include the part, the labour and the visit. The total is worked out by our system from these prices, minus any referral discount.',
          'You pay after the repair is done, to the technician, in cash or by UPI, and you get a receipt. If the technician finds a different fault, they explain it and tell you the price. Extra work is done only if you agree.',
        ],
      },
      {
        heading: 'Referral programme',
        paragraphs: [
          'Every account has a referral code. A friend who books with your code gets ₹50 off their first repair. You earn ₹50 for each referral that is completed, which means the repair is done.',
        ],
        list: [
          'One referral discount per new customer.',
          'The discount applies to the first booking only.',
          'You cannot use your own referral code.',
          'We may cancel a discount or reward that breaks these rules.',
        ],
      },
      {
        heading: 'Warranty',
        paragraphs: [
          'Repairs have a 90-day warranty on parts and labour from the repair date. What is covered, what is not and how to claim are explained on our Warranty page.',
        ],
      },
      {
        heading: 'Back up your data',
        paragraphs: [
          'Please back up your photos, contacts and other data before the visit. Most repairs do not touch your data, but some faults and some repairs can cause data loss. Keeping a backup is your responsibility, and we cannot restore data that was not backed up.',
        ],
      },
      {
        heading: 'Our liability',
        paragraphs: [
          'We do our work with care and stand behind it with our warranty. If our work causes a problem, we will fix it. We are not responsible for faults that were already there, for data loss, or for damage that happens after the repair.',
          'Some devices cannot be repaired, for example after heavy water damage. If so, we tell you honestly. Nothing in these terms takes away your rights under Indian consumer law.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of India. Any dispute will be handled by the courts of Bhubaneswar, Odisha. Before that, please talk to us on {{phone}} or write to {{email}}. Most problems can be solved with a phone call.',
        ],
      },
    ],
  },

  warranty: {
    metaTitle: 'Warranty',
    metaDescription:
      'Every DoorstepFix repair has a 90-day warranty on parts and labour. What is covered, what is not, how to claim, and extended plans.',
    title: 'Our Warranty',
    updated: UPDATED,
    intro:
      'We stand behind our work. Every repair comes with a 90-day warranty on parts and labour, counted from the repair date. The device page shows the warranty for each repair before you book.',
    sections: [
      {
        heading: 'What is covered',
        paragraphs: [
          'If a part we fitted stops working properly, or our work was not done right, within 90 days of the repair date, we repair or replace it again. You pay nothing for the part, the labour or the visit.',
        ],
      },
      {
        heading: 'What is not covered',
        paragraphs: ['The warranty covers only the part we fitted and our work on it. It does not cover:'],
        list: [
          'Physical damage after the repair, such as a drop, crack or bend.',
          'Water or other liquid damage after the repair.',
          'A device that someone else has opened or repaired after us.',
          'Software problems that have nothing to do with the part we fitted.',
          'Other parts of the device that we did not repair.',
        ],
      },
      {
        heading: 'How to claim',
        paragraphs: [
          'Call or WhatsApp us on {{phone}}, or write to {{email}}. Tell us your booking ID (for example BK-20261121-7F3K) and what is wrong. You can find the booking ID in your confirmation and in your booking history.',
          'We check the problem, usually at your door. If it is covered, we fix it at no cost.',
        ],
      },
      {
        heading: 'Extended warranty plans',
        paragraphs: [
          'You can make your warranty longer. Plans are bought at the time of repair: ask your technician. The plan covers the same things as the standard warranty, for longer.',
        ],
        list: [
          '6-Month Extended: adds 3 months to the 90-day warranty, for ₹499.',
          '12-Month Premium: adds 9 months to the 90-day warranty, for ₹899.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'This warranty is in addition to your rights under Indian consumer law. It does not take any of them away.',
        ],
      },
    ],
  },

  cookies: {
    metaTitle: 'Cookie Policy',
    metaDescription:
      'DoorstepFix uses one sign-in cookie and two small browser storage entries. No analytics, advertising or tracking cookies.',
    title: 'Cookie Policy',
    updated: UPDATED,
    intro:
      'A cookie is a small piece of text that a website keeps in your browser. We use as few as possible: one cookie to keep you signed in, and two small entries in your browser storage. We use no analytics, advertising or tracking cookies.',
    sections: [
      {
        heading: 'The sign-in cookie',
        paragraphs: [
          'This cookie is set only when you sign in. It keeps you signed in as you move between pages. Without it, you could not see your bookings.',
        ],
        list: [
          'Name: better-auth.session_token (on our secure https site it is named __Secure-better-auth.session_token).',
          'Purpose: keeps you signed in. It holds a random token, not your name or e-mail.',
          `Duration: ${SESSION_DAYS} days, extended while you keep using the site. It is removed when you sign out.`,
          'Flags: httpOnly (scripts on the page cannot read it), SameSite=Lax (not sent when other sites load our pages in the background), and Secure on https (sent only over encrypted connections).',
        ],
      },
      {
        heading: 'Google sign-in',
        paragraphs: [
          'If you choose to sign in with Google, a short-lived cookie named better-auth.state is set to protect that sign-in step. It lasts at most 5 minutes.',
        ],
      },
      {
        heading: 'Browser storage',
        paragraphs: [
          'We also keep two small things in your browser storage (localStorage). They stay on your device and are not sent to us.',
        ],
        list: [
          'theme: your choice of light or dark theme, so the site looks the same next time.',
          'Your last booking: kept for a moment after you book, so the confirmation page can show it. The page removes it as soon as it has read it.',
        ],
      },
      {
        heading: 'No third-party or tracking cookies',
        paragraphs: [
          'We do not use Google Analytics or any other analytics tool. We do not show adverts. No other company sets cookies through our site.',
        ],
      },
      {
        heading: 'Maps',
        paragraphs: [
          'The map on the booking page loads its pictures (map tiles) from OpenStreetMap servers. Like any website, those servers see your IP address when your browser asks for a tile. They do not set cookies through our site.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can delete cookies and site data in your browser settings at any time. If you delete the sign-in cookie, you will simply be signed out. If you block cookies, you can still browse and book as a guest, but you cannot sign in.',
        ],
      },
    ],
  },
} as const;
