import { workshopIntakeSchema } from '@shared/schemas/workshop';
import { adminRevisitSchema } from '@shared/schemas/linked-visit';
import { photoFormSchema } from '@shared/schemas/booking-photo';
import { deviceConditionSchema } from '@shared/schemas/device-condition';
import { revisedEstimateSchema } from '@shared/schemas/revised-estimate';
import {
  laterPaymentSchema,
  laterPaymentSchemaFor,
  refundSchema,
  refundSchemaFor,
} from '@shared/schemas/booking-money';
import { cashHandoverSchema, cashHandoverSchemaFor } from '@shared/schemas/cash-handover';
import { dayRangeQuerySchema, gstSummaryQuerySchema } from '@shared/schemas/day-range';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import { bookingDetailsAnswerSchema } from '@shared/schemas/account';
import { assignTechnicianSchema, bookingStatusChangeSchema } from '@shared/schemas/admin-bookings';
import {
  activeSchema,
  brandSchema,
  categorySchema,
  deviceSchema,
  imageDetailsSchema,
  imageUseSchema,
  pricingCellsSchema,
  pricingCopySchema,
  pricingSchema,
  pricingUpdateSchema,
  repairServiceSchema,
} from '@shared/schemas/admin-catalogue';
import { referralPaymentSchema } from '@shared/schemas/admin-desk';
import {
  createTechnicianSchema,
  createUserSchema,
  technicianPasswordSchema,
  technicianStatusSchema,
  updateTechnicianSchema,
  userRolesSchema,
} from '@shared/schemas/admin-people';
import {
  adminLoginSchema,
  confirmEmailSchema,
  emailSignUpSchema,
  resetPasswordSchema,
  sendEmailCodeSchema,
  sendPhoneCodeSchema,
  technicianLoginSchema,
  verifyEmailCodeSchema,
} from '@shared/schemas/auth';
import { bookingSchema } from '@shared/schemas/booking';
import {
  availabilityQuerySchema,
  leaveDecisionSchema,
  leaveSchema,
  leaveListQuerySchema,
  technicianScheduleSchema,
} from '@shared/schemas/technician-schedule';
import { adminScheduleQuerySchema } from '@shared/schemas/admin-schedule';
import { contactSchema } from '@shared/schemas/contact';
import { searchGeocodeQuerySchema } from '@shared/schemas/geocode';
import { languageChoiceSchema, profileUpdateSchema } from '@shared/schemas/profile';
import { rescheduleSchema } from '@shared/schemas/reschedule';
import {
  completeJobSchema,
  notAvailableSchema,
  ownTechnicianStatusSchema,
  startJobSchema,
  technicianPasswordChangeSchema,
} from '@shared/schemas/technician-work';
import { extraWorkSchema, workRateSchema } from '@shared/schemas/work-rate';
import { englishFieldMessage, fieldError, readFieldError } from '@shared/field-error';
import type { FieldMessageKey } from '@shared/field-error';
import i18n from '../i18n';
import english from '../../locales/en/field-messages.json' with { type: 'json' };
import hindi from '../../locales/hi/field-messages.json' with { type: 'json' };
import odia from '../../locales/or/field-messages.json' with { type: 'json' };
import { translateFieldErrors, translateFieldMessage } from './field-message';

// The customer's, the technician's, the admin's and the sign-in forms say what is wrong with a field
// in the language on screen. Their schemas name each message by a key of the field-messages
// catalogue (decision 047): the compiler holds every key to the catalogue, and this holds every key
// of the catalogue to a message some schema gives (else it has drifted), and every message the forms'
// schemas give to a key (else it would show in English on a Hindi or Odia page).

// 19:30 in India: today's first window has passed; 21:30, no window is left today.
const evening = new Date('2026-11-25T14:00:00Z');
const night = new Date('2026-11-25T16:00:00Z');
const booking = {
  name: 'Asha Das',
  email: 'asha@example.com',
  phone: '9437012345',
  address: 'Plot 12, Saheed Nagar',
  city: 'Bhubaneswar',
  state: 'Odisha',
  pincode: '751007',
  deviceId: 1,
  deviceModel: 'Samsung Galaxy S21',
  selectedIssues: [1],
  preferredDate: '2026-11-25',
  preferredTime: PREFERRED_TIME_WINDOWS[0],
};

const long = (length: number) => 'x'.repeat(length);
const technician = { name: 'Ravi Das', phone: '9437012345', specialization: '' };

const tries: [z.ZodType, unknown[]][] = [
  [
    bookingSchema(evening),
    [
      {},
      { name: 'A', email: 'x', phone: '1', address: 'ab', city: ' ', state: ' ', pincode: '1' },
      { name: 'Two\nlines', address: 'a\u0007bcdef', preferredDate: '2026-02-30', selectedIssues: [] },
      { preferredDate: '2026-11-24', preferredTime: 'noon', problem: 'x'.repeat(1001) },
      { preferredDate: '2027-06-01' },
      { preferredDate: '2026-11-25', preferredTime: PREFERRED_TIME_WINDOWS[0] },
      { deviceId: 1, unlisted: true, brandId: 0, deviceModel: 'X' },
      { referralCode: 'x'.repeat(100) },
      booking,
      { ...booking, unlisted: true, brandId: 2, deviceModel: 'Xyz' },
    ],
  ],
  [bookingSchema(night), [{ ...booking, preferredTime: undefined }]],
  [
    contactSchema,
    [
      { name: 'A', email: 'x', phone: '1', message: 'short' },
      { name: 'x'.repeat(101), email: 'x', phone: '1', message: 'x'.repeat(5001) },
    ],
  ],
  [
    profileUpdateSchema,
    [
      {
        fullName: 'A',
        phone: '1',
        defaultAddress: 'ab',
        defaultCity: 'B',
        defaultState: 'O',
        defaultPincode: '1',
      },
    ],
  ],
  [languageChoiceSchema, [{ language: 'ta' }]],
  [bookingDetailsAnswerSchema, [{ answer: 'maybe' }]],
  [rescheduleSchema(evening), [{}, { preferredDate: '2026-11-28', preferredTime: 'noon' }]],
  [
    rescheduleSchema(evening, { preferredDate: '2026-11-28', preferredTime: PREFERRED_TIME_WINDOWS[1] }),
    [{ preferredDate: '2026-11-28', preferredTime: PREFERRED_TIME_WINDOWS[1] }],
  ],
  [searchGeocodeQuerySchema, [{ q: 'ab' }, { q: 'x'.repeat(201) }]],
  [
    sendEmailCodeSchema,
    [
      { email: 'x', name: 'A' },
      { email: 'a@b.invalid', name: 'x'.repeat(101) },
    ],
  ],
  [sendPhoneCodeSchema, [{ phone: '1', language: 'fr' }]],
  [
    verifyEmailCodeSchema,
    [
      { email: 'a@example.com', code: 'abc' },
      { email: 'a@example.com', code: '12' },
    ],
  ],
  [emailSignUpSchema, [{ email: 'x', name: 'A' }]],
  [confirmEmailSchema, [{ tokenHash: 'short', type: 'phone' }]],
  [
    adminLoginSchema,
    [
      { email: 'x', password: '12' },
      { email: 'a@example.com', password: 'x'.repeat(129) },
    ],
  ],
  [technicianLoginSchema, [{ identifier: '', password: '' }]],
  [
    resetPasswordSchema,
    [
      { password: 'short', confirmPassword: 'other' },
      { password: 'long enough 1', confirmPassword: 'long enough 2' },
    ],
  ],
  [startJobSchema, [{ code: '12' }]],
  [notAvailableSchema, [{ note: long(501) }]],
  [
    completeJobSchema,
    [
      {},
      { paymentMethod: 'cash', amountCollected: 1.5 },
      { paymentMethod: 'cash', amountCollected: -1 },
      { paymentMethod: 'cash', amountCollected: 2_000_000 },
      { paymentMethod: 'upi', amountCollected: 1, upiReference: '12345' },
      { paymentMethod: 'cash', amountCollected: 1, upiReference: '123456789012' },
    ],
  ],
  [
    technicianPasswordChangeSchema,
    [{ currentPassword: '', newPassword: 'long enough 1', confirmPassword: 'other one 12' }],
  ],
  [ownTechnicianStatusSchema, [{ status: 'away' }]],
  // The admin area.
  [
    brandSchema,
    [
      {},
      { name: long(101), logoUrl: 'logo.png', websiteUrl: long(501) },
      { name: 'Oppo', logoUrl: long(501), websiteUrl: 'oppo.com' },
    ],
  ],
  [categorySchema, [{ name: '', description: long(501), iconName: 'Star' }]],
  [laterPaymentSchema, [{ amount: 0, method: 'cheque', reference: long(41), note: long(501) }]],
  [refundSchema, [{ amount: 1, method: 'cash', reason: 'x' }]],
  [laterPaymentSchemaFor(99_800), [{ amount: 999, method: 'cash' }]],
  [refundSchemaFor(50_000), [{ amount: 501, method: 'cash', reason: 'Goodwill' }]],
  [cashHandoverSchema, [{ amount: 10, handedOn: '2026-11-31', receivedBy: 'A' }]],
  [gstSummaryQuerySchema, [{ month: '2026-13' }]],
  [
    dayRangeQuerySchema,
    [
      { from: '2026-11-30', to: '2026-11-01' },
      { from: '2025-01-01', to: '2026-11-01' },
    ],
  ],
  [
    cashHandoverSchemaFor(50_000, '2026-11-29'),
    [{ amount: 501, handedOn: '2026-11-30', receivedBy: 'Asha' }],
  ],
  [
    repairServiceSchema,
    [
      { name: '', description: long(501), iconName: 'Star', diyGuideText: long(4001), blogSlug: 'nope' },
      {
        name: 'Screen',
        translations: { hi: { name: long(101), description: long(501), diyGuideText: long(4001) } },
      },
      {
        name: 'Screen',
        translations: { or: { name: long(101), description: long(501), diyGuideText: long(4001) } },
      },
      { name: 'Screen', sacCode: '8471', gstRate: '17' },
    ],
  ],
  [
    deviceSchema,
    [
      {
        name: '',
        slug: long(121),
        brandId: '',
        categoryId: '',
        modelNumber: long(61),
        description: long(1001),
        imageUrl: 'photo.jpg',
        screenSize: 'big',
        storageOptions: long(501),
        colorOptions: long(501),
        popularity: 'first',
      },
      {
        name: 'Galaxy',
        brandId: 1,
        categoryId: 1,
        screenSize: 31,
        storageOptions: long(41),
        colorOptions: long(41),
      },
      { name: 'Oppo A78', brandId: 1, categoryId: 1, imageUrl: long(501) },
      { name: '!!', brandId: 1, categoryId: 1 },
    ],
  ],
  [
    pricingSchema,
    [
      { deviceId: '', repairServiceId: '', price: 'ten', estimatedTimeHours: 'two', warrantyDays: 'ninety' },
      { deviceId: 1, repairServiceId: 1, price: -1, estimatedTimeHours: 0.1, warrantyDays: 1.5 },
      { deviceId: 1, repairServiceId: 1, price: 10_00_001, estimatedTimeHours: 241, warrantyDays: -1 },
      { deviceId: 1, repairServiceId: 1, warrantyDays: 3651 },
    ],
  ],
  [pricingUpdateSchema, [{ price: '' }]],
  [activeSchema, [{}]],
  [
    pricingCellsSchema,
    [{ cells: [] }, { cells: Array(5001).fill({ deviceId: 1, repairServiceId: 1, price: 1 }) }],
  ],
  [
    pricingCopySchema,
    [
      { fromDeviceId: '', toDeviceId: '' },
      { fromDeviceId: 1, toDeviceId: 1 },
    ],
  ],
  [imageDetailsSchema, [{ brandName: long(81), deviceModel: long(101), description: long(501) }]],
  [
    imageUseSchema,
    [
      { target: 'device', deviceId: '' },
      { target: 'brand', brandId: '' },
    ],
  ],
  [bookingStatusChangeSchema, [{ status: 'lost', reason: long(501) }]],
  [assignTechnicianSchema, [{ technicianId: '' }, { technicianId: 1, overrideReason: 'x' }]],
  [createUserSchema, [{}, { fullName: 'A', email: 'x', password: 'short', role: 'owner' }]],
  [userRolesSchema, [{ roles: [] }]],
  [
    createTechnicianSchema,
    [
      {
        name: 'A',
        email: 'x',
        phone: '1',
        password: 'short',
        specialization: long(101),
        experienceYears: 'many',
      },
    ],
  ],
  [
    updateTechnicianSchema,
    [
      { ...technician, experienceYears: 1.5, rating: 'good' },
      { ...technician, experienceYears: -1, rating: 6 },
      { ...technician, experienceYears: 61 },
    ],
  ],
  [technicianStatusSchema, [{ status: 'away' }]],
  [technicianPasswordSchema, [{ password: 'short' }]],
  [referralPaymentSchema, [{}]],
  [leaveListQuerySchema, [{ status: 'maybe' }]],
  [
    technicianScheduleSchema,
    [
      { week: [{ weekday: 8, windows: [] }], pincodes: ['0751', '1'.repeat(7)] },
      { week: [{ weekday: 1, windows: [] }], pincodes: Array.from({ length: 201 }, () => '751') },
      {
        week: [
          { weekday: 1, windows: ['09:00-11:00'] },
          { weekday: 1, windows: ['09:00-11:00'] },
        ],
        pincodes: [],
      },
      { week: 'all', pincodes: [] },
      {
        week: [{ weekday: 1, windows: ['09:00-11:00'] }],
        pincodes: [],
        jobsPerWindow: 0,
        base: { lat: 91, lng: 0 },
      },
    ],
  ],
  [
    leaveSchema,
    [
      { fromDate: '2026-12-10', toDate: '2026-12-01', reason: '' },
      { fromDate: '2026-12-01', toDate: '2027-03-01', reason: 'x'.repeat(201) },
      { fromDate: '2026-12-01', toDate: '2026-12-02' },
    ],
  ],
  [leaveDecisionSchema, [{ decision: 'maybe' }]],
  [availabilityQuerySchema, [{ pincode: '751013', from: '2026-12-01', days: 15 }]],
  [adminScheduleQuerySchema, [{ from: '2026-12-01', days: 8 }]],
  [deviceConditionSchema, [{ screen: 'broken', imeiLast4: '356938035643809', note: 'x'.repeat(501) }]],
  [
    revisedEstimateSchema,
    [
      {},
      { add: ['battery'] },
      { extra: Array.from({ length: 6 }, () => ({ description: 'Reseat', rateId: 1 })) },
    ],
  ],
  [workRateSchema, [{ name: '', price: 0 }]],
  [
    extraWorkSchema,
    [
      { description: 'x', rateId: 0 },
      { description: 'x'.repeat(81), rateId: 1 },
    ],
  ],
  [photoFormSchema, [{ stage: 'during' }]],
  [workshopIntakeSchema(evening), [{ accessories: 'x'.repeat(201), expectedReturnDate: '2027-06-01' }]],
  [
    adminRevisitSchema(evening),
    [{ preferredDate: '2026-12-01', preferredTime: '09:00-11:00', kind: 'later' }],
  ],
];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const given = tries.flatMap(([schema, inputs]) => inputs.flatMap((input) => messagesOf(schema, input)));
const givenKeys = new Set(given.map((message) => readFieldError(message)?.key));

/** Texts on screen before the catalogue filled its numbers in: the words must read the same. */
const before: [FieldMessageKey, Record<string, string | number>, string, string][] = [
  ['nameMin', { min: 2 }, 'नाम में कम से कम 2 अक्षर होने चाहिए।', 'ନାମରେ ଅତି କମରେ 2ଟି ଅକ୍ଷର ରହିବା ଦରକାର।'],
  ['dateFar', { days: 60 }, 'कृपया अगले 60 दिनों के अंदर की तारीख चुनें।', 'ଦୟାକରି ଆସନ୍ତା 60 ଦିନ ଭିତରର ଏକ ତାରିଖ ବାଛନ୍ତୁ।'],
  [
    'timePassed',
    { hours: 2 },
    'यह समय 2 घंटे से कम में शुरू हो रहा है। कृपया बाद का समय या दूसरी तारीख चुनें।',
    'ଏହି ସମୟ 2 ଘଣ୍ଟାରୁ କମ୍ ସମୟରେ ଆରମ୍ଭ ହେଉଛି। ଦୟାକରି ପରର ସମୟ ବା ଅନ୍ୟ ତାରିଖ ବାଛନ୍ତୁ।',
  ],
  [
    'screenSizeRange',
    { min: 1, max: 30 },
    'स्क्रीन साइज़ 1 से 30 इंच के बीच होना चाहिए।',
    'ସ୍କ୍ରିନ୍ ସାଇଜ୍ 1ରୁ 30 ଇଞ୍ଚ ମଧ୍ୟରେ ହେବା ଦରକାର।',
  ],
  [
    'guideMax',
    { max: 4000 },
    "'खुद आज़माएँ' तरीके में 4000 से ज़्यादा अक्षर नहीं हो सकते।",
    "'ନିଜେ ଚେଷ୍ଟା କରନ୍ତୁ' ଉପାୟରେ 4000ରୁ ଅଧିକ ଅକ୍ଷର ରହିପାରିବ ନାହିଁ।",
  ],
  ['passwordMax', { max: 128 }, 'पासवर्ड में 128 से ज़्यादा अक्षर नहीं हो सकते', 'ପାସୱାର୍ଡରେ 128ରୁ ଅଧିକ ଅକ୍ଷର ରହିପାରିବ ନାହିଁ'],
  ['startCode', { digits: 4 }, 'कृपया 4 अंकों का स्टार्ट कोड डालें।', 'ଦୟାକରି 4 ଅଙ୍କର ଷ୍ଟାର୍ଟ କୋଡ୍ ଦିଅନ୍ତୁ।'],
  ['issues', {}, 'कृपया कम से कम एक मरम्मत चुनें।', 'ଦୟାକରି ଅତି କମରେ ଗୋଟିଏ ମରାମତି ବାଛନ୍ତୁ।'],
  ['messageMax', {}, 'संदेश में 5,000 से ज़्यादा अक्षर नहीं हो सकते।', 'ମେସେଜ୍‌ରେ 5,000ରୁ ଅଧିକ ଅକ୍ଷର ରହିପାରିବ ନାହିଁ।'],
];

describe('field messages', () => {
  it('every message the forms’ schemas give names a key of the catalogue', () => {
    expect(given.filter((message) => !readFieldError(message))).toEqual([]);
  });

  it('every key of the catalogue is one the schemas give', () => {
    expect(Object.keys(english).filter((key) => !givenKeys.has(key as FieldMessageKey))).toEqual([]);
  });

  it('reads in the language on screen, with its values filled in', async () => {
    i18n.addResourceBundle('or', 'fieldMessages', odia);
    await i18n.changeLanguage('or');
    try {
      expect(translateFieldMessage(fieldError('nameMin', { min: 2 }))).toBe(
        'ନାମରେ ଅତି କମରେ 2ଟି ଅକ୍ଷର ରହିବା ଦରକାର।',
      );
      // zod's own words, for a field no form shows, stay as they are.
      expect(translateFieldMessage('Invalid input')).toBe('Invalid input');
      // A form's nested errors: each message translated, the field's element left alone.
      const ref = { name: 'issues' };
      expect(
        translateFieldErrors({
          name: { type: 'too_small', message: fieldError('nameMin', { min: 2 }) },
          selectedIssues: { message: fieldError('issues'), ref },
        }),
      ).toEqual({
        name: { type: 'too_small', message: 'ନାମରେ ଅତି କମରେ 2ଟି ଅକ୍ଷର ରହିବା ଦରକାର।' },
        selectedIssues: { message: odia.issues, ref },
      });
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(translateFieldMessage(fieldError('nameMin', { min: 2 }))).toBe(
      'Name must be at least 2 characters.',
    );
  });

  it('translates the server’s key, and shows its English for a key this page does not know', async () => {
    i18n.addResourceBundle('hi', 'fieldMessages', hindi);
    await i18n.changeLanguage('hi');
    try {
      const english = 'Please type at least 3 characters to search.';
      expect(translateFieldMessage(english, { key: 'searchMin', params: { min: 3 } })).toBe(
        'खोजने के लिए कृपया कम से कम 3 अक्षर लिखें।',
      );
      const unknown = { key: 'addedLater', params: {} } as unknown as { key: FieldMessageKey };
      expect(translateFieldMessage('A message from a newer server.', unknown)).toBe(
        'A message from a newer server.',
      );
      // The server's English without a key (a line of an imported file) stays as it is.
      expect(translateFieldMessage('line 3: price_rupees: The price cannot be negative.')).toBe(
        'line 3: price_rupees: The price cannot be negative.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the Hindi and Odia words as they read before their numbers were filled in', async () => {
    i18n.addResourceBundle('hi', 'fieldMessages', hindi);
    i18n.addResourceBundle('or', 'fieldMessages', odia);
    try {
      for (const [key, params, hindiText, odiaText] of before) {
        const message = englishFieldMessage({ key, params });
        await i18n.changeLanguage('hi');
        expect(translateFieldMessage(message, { key, params }), key).toBe(hindiText);
        await i18n.changeLanguage('or');
        expect(translateFieldMessage(message, { key, params }), key).toBe(odiaText);
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
