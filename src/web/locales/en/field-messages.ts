// What a form says about a field it refuses, in the words of the shared schemas (src/shared/schemas),
// which the browser and the server check with: those English messages are the ones the server sends
// back, so each is found here by its English and shown in the language on screen (lib/field-message.ts).
// The customer's and the technician's forms, and every sign-in form; a test holds each equal to what
// the schemas say (field-messages.test.ts).
export const fieldMessages = {
  // Any text field (schemas/text.ts).
  characters: 'This field contains characters that are not allowed.',
  oneLine: 'Please keep this on one line, without line breaks.',
  // The booking form and the profile (schemas/booking.ts, schemas/profile.ts).
  nameMin: 'Name must be at least 2 characters.',
  emailValid: 'Please enter a valid email address.',
  phoneValid: 'Please enter a valid 10-digit Indian phone number.',
  addressMin: 'Address must be at least 5 characters.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  pincodeValid: 'Please enter a valid 6-digit pincode.',
  deviceModel: 'Please enter your device model.',
  dateValid: 'Please choose a valid date.',
  datePast: 'Date cannot be in the past.',
  dateFar: 'Please choose a date within the next 60 days.',
  timePassed: 'That time slot starts in less than 2 hours. Please choose a later slot or another date.',
  todayOver: 'No more visits can be booked for today. Please choose another date.',
  timeSlot: 'Please choose one of the time slots.',
  issues: 'Please select at least one repair issue.',
  deviceFirst: 'Please choose your device first.',
  deviceOrUnlisted: 'Please choose a listed device or book one that is not listed, not both.',
  brand: 'Please choose the brand, or Other.',
  referral: 'The referral code you entered is not valid.',
  problemMax: 'Please keep the description under 1000 characters.',
  language: 'Please choose English, Hindi or Odia.',
  detailsOffer: 'Please choose to use the details or not.',
  // Moving a visit (schemas/reschedule.ts).
  newDate: 'Please choose the new date.',
  newTime: 'Please choose a time slot for the visit.',
  sameSlot: 'This is the current date and time of your visit. Please choose another date or time slot.',
  // The contact form (schemas/contact.ts).
  nameMax: 'Name must be at most 100 characters.',
  emailInvalid: 'Invalid email address.',
  mobileValid: 'Please enter a valid 10-digit Indian mobile number.',
  messageMin: 'Message must be at least 10 characters.',
  messageMax: 'Message must be at most 5,000 characters.',
  // The map's address search (schemas/geocode.ts).
  searchMin: 'Please type at least 3 characters to search.',
  searchMax: 'Please type at most 200 characters to search.',
  // Signing in (schemas/auth.ts).
  signInEmail: 'Please enter a valid email address',
  signInPhone: 'Please enter a valid 10-digit Indian phone number',
  codeDigits: 'OTP must contain only numbers',
  codeLength: 'OTP must be 6 digits',
  signInNameMin: 'Name must be at least 2 characters',
  signInNameMax: 'Name must be at most 100 characters',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  newPasswordMin: 'Password must be at least 10 characters',
  confirmationLink: 'Invalid confirmation link',
  emailRequired: 'Valid email is required',
  bothRequired: 'Please enter both email and password',
  passwordsDiffer: "Passwords don't match",
  // The technician's job and settings (schemas/technician-work.ts).
  startCode: 'Please enter the 4-digit start code.',
  paymentMethod: 'Please choose how the customer paid.',
  amountCollected: 'Please enter the amount collected in rupees.',
  amountWhole: 'Please enter the amount in whole rupees.',
  amountNegative: 'The amount cannot be negative.',
  amountCheck: 'Please check the amount.',
  currentPassword: 'Please enter your current password.',
  activeOrBusy: 'Please choose active or busy.',
};
