// Every word a customer reads in a message about their booking, in English. hi.ts and or.ts have the
// type of this object, so a sentence added here fails to compile until it is said in Hindi and Odia.
// Each entry is a whole sentence (or line) with its facts as arguments, so that each language can put
// them where its grammar wants them. In an e-mail only a space, or the end, may follow a link: the HTML
// makes a link of everything up to the next space, so a full stop (or '।') after it would join the link.

/** The visit's date and window ('Wed, 25 Nov 2026, 11:00 AM – 1:00 PM'), or none chosen. */
const visit = (slot: string | null) =>
  slot ? `Preferred visit: ${slot}` : 'Preferred visit: we will call you to agree a time.';

export const en = {
  /** The booking's facts, shared by several messages. */
  facts: {
    visit,
    priceOnInspection: 'price confirmed after inspection',
    bookingId: (id: string) => `Booking ID: ${id}`,
    device: (device: string, unlisted: boolean) =>
      `Device: ${device}${unlisted ? ' (not listed: repair prices confirmed after inspection)' : ''}`,
    referralDiscount: (amount: string) => `Referral discount: -${amount}`,
    total: (amount: string) => `Total: ${amount}`,
    address: (address: string) => `Address: ${address}`,
    help: ({ phone, email }: { phone: string; email: string }) =>
      `Questions? Call ${phone} (8am to 8pm, 7 days a week) or write to ${email}.`,
    /** Follow the booking: a tracking link, or the dashboard. */
    follow: (url: string) => `Follow your booking: ${url}`,
    followWithLinkOrSignIn: (url: string) =>
      `Follow your booking with the tracking link in your booking confirmation, or sign in at ${url}`,
    keepLinkPrivate: 'Keep this link to yourself: anyone who has it can follow and cancel this booking.',
  },
  layout: {
    greeting: (name: string) => `Hello ${name},`,
    /** Under every e-mail, after 'DoorstepFix: '. */
    footer: 'doorstep phone and tablet repair',
  },
  received: {
    subject: (id: string) => `Booking received: ${id}`,
    thanks:
      'Thank you for booking a doorstep repair. We have received your booking and will call you within 30 minutes to confirm the visit.',
    status: (status: string) => `Status: ${status}`,
    followAndCancel: (url: string) =>
      `Follow your booking, see who is coming and cancel if you need to: ${url}`,
    sms: (f: { id: string; status: string; device: string; total: string; url: string }) =>
      `Booking ${f.id} received (status: ${f.status}): ${f.device}, ${f.total}. We will call you within 30 minutes to confirm the visit. Track: ${f.url}`,
  },
  trackingLink: {
    subject: (id: string) => `New tracking link: ${id}`,
    intro: (id: string) =>
      `Here is a new link to follow booking ${id}. The link we sent before no longer works.`,
    sms: ({ id, url }: { id: string; url: string }) =>
      `Booking ${id}: your new tracking link is ${url} (the old one no longer works).`,
  },
  statusChanged: {
    subject: ({ id, status }: { id: string; status: string }) => `Booking ${id}: ${status}`,
    now: ({ id, device, status }: { id: string; device: string; status: string }) =>
      `The status of your booking ${id} (${device}) is now: ${status}.`,
  },
  technicianAssigned: {
    /** Who is coming, when the technician's name is not known. */
    someone: 'Our technician',
    subject: (id: string) => `Technician assigned: ${id}`,
    coming: (f: { technician: string; device: string; phone: string | null }) =>
      `${f.technician} will repair your ${f.device}.${f.phone ? ` You can reach them on ${f.phone}.` : ''} They will call you about 30 minutes before arriving.`,
    startCode: (code: string) =>
      `Your start code: ${code}. Share this code with the technician only when they are at your door.`,
    sms: (f: {
      id: string;
      technician: string;
      phone: string | null;
      device: string;
      slot: string | null;
      startCode: string | null;
    }) =>
      `Booking ${f.id}: ${f.technician}${f.phone ? ` (${f.phone})` : ''} will repair your ${f.device}. ${visit(f.slot)}.${f.startCode ? ` ${f.startCode}` : ''}`,
  },
  cancelled: {
    subject: (id: string) => `Booking cancelled: ${id}`,
    asAsked: ({ id, device }: { id: string; device: string }) =>
      `Your booking ${id} (${device}) has been cancelled as you asked.`,
    byUs: ({ id, device, reason }: { id: string; device: string; reason: string | null }) =>
      `We are sorry: your booking ${id} (${device}) has been cancelled.${reason ? ` Reason: ${reason}` : ''}`,
    bookAgain: ({ url, phone }: { url: string; phone: string }) =>
      `Need a repair after all? Book again at ${url} or call ${phone}.`,
    sms: ({ id, phone }: { id: string; phone: string }) =>
      `Booking ${id} has been cancelled. To book again call ${phone}.`,
  },
  completed: {
    subject: (id: string) => `Repair completed: ${id}`,
    repaired: (device: string) => `Your ${device} has been repaired. Thank you for choosing us.`,
    paid: (amount: string) => `Paid: ${amount}`,
    warranty: ({ days, id }: { days: number; id: string }) =>
      `The repair carries our ${days}-day warranty on parts and labour. Keep this e-mail: the booking ID ${id} is your warranty reference.`,
    review: (url: string) => `Tell us how it went: ${url}`,
    sms: (f: { id: string; device: string; total: string; days: number }) =>
      `Repair ${f.id} completed: ${f.device}, ${f.total}. ${f.days}-day warranty; keep your booking ID.`,
  },
  rescheduled: {
    noDate: 'no date chosen',
    anyTime: (date: string) => `${date}, any time`,
    /** Who is coming, when the technician's name is not known. */
    someone: 'Your technician',
    subject: (id: string) => `Visit moved: ${id}`,
    movedTo: ({ id, device, slot }: { id: string; device: string; slot: string }) =>
      `The visit for your booking ${id} (${device}) is now on ${slot}.`,
    before: (slot: string) => `Before, it was: ${slot}.`,
    technicianKnows: (technician: string) =>
      `${technician} knows the new time and will call you about 30 minutes before arriving.`,
    weWillConfirm: 'We will call you to confirm a technician for the new time.',
    notice: (hours: number) =>
      `You can move or cancel the visit online up to ${hours} hours before it starts.`,
    sms: ({ id, slot, phone }: { id: string; slot: string; phone: string }) =>
      `Booking ${id}: your visit is now on ${slot}. Questions? Call ${phone}.`,
  },
  /** The code that proves a phone in the booking form (a referral discount needs it). */
  phoneProof: {
    sms: ({ code, app, minutes }: { code: string; app: string; minutes: number }) =>
      `${code} is your ${app} code to verify this number for your booking. Valid for ${minutes} minutes. Do not share it with anyone.`,
  },
  /**
   * Sign-in: the code a customer types back, and the link that confirms a new account. In the language
   * of the page they asked on (their request names it).
   */
  signIn: {
    codeSubject: ({ code, app }: { code: string; app: string }) => `${code} is your ${app} sign-in code`,
    codeIntro: ({ code, app }: { code: string; app: string }) => `Your ${app} verification code is ${code}.`,
    codeRules: (minutes: number) =>
      `It works once and expires in ${minutes} minutes.\nNever share this code with anyone. Our staff will never ask you for it.`,
    codeIgnore: 'If you did not try to sign in, you can ignore this e-mail.',
    codeSms: ({ code, app, minutes }: { code: string; app: string; minutes: number }) =>
      `${code} is your ${app} sign-in code. Valid for ${minutes} minutes. Do not share it with anyone.`,
    confirmSubject: (app: string) => `Confirm your ${app} account`,
    confirmHello: 'Hello,',
    confirmLink: ({ app, link }: { app: string; link: string }) =>
      `Please confirm your e-mail address to finish creating your ${app} account:\n${link}`,
    confirmRules:
      'The link works once and expires in 24 hours.\nIf you did not ask for an account, you can ignore this e-mail.',
  },
};

/** What every language's words must hold: each entry of the English, taking the same facts. */
export type MessageWords = typeof en;
