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
import { contactSchema } from '@shared/schemas/contact';
import { searchGeocodeQuerySchema } from '@shared/schemas/geocode';
import { languageChoiceSchema, profileUpdateSchema } from '@shared/schemas/profile';
import { rescheduleSchema } from '@shared/schemas/reschedule';
import {
  completeJobSchema,
  ownTechnicianStatusSchema,
  startJobSchema,
  technicianPasswordChangeSchema,
} from '@shared/schemas/technician-work';
import i18n from '../i18n';
import { fieldMessages as english } from '../locales/en/field-messages';
import { fieldMessages as odia } from '../locales/or/field-messages';
import { translateFieldErrors, translateFieldMessage } from './field-message';

// The customer's, the technician's, the admin's and the sign-in forms say what is wrong with a field
// in the language on screen. Their messages come from the shared schemas, in English: each one those
// schemas give must be in the table the web translates from (else it would show in English on a
// Hindi or Odia page), and each entry of the table must be one the schemas give (else it has drifted).

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
  [
    completeJobSchema,
    [
      {},
      { paymentMethod: 'cash', amountCollected: 1.5 },
      { paymentMethod: 'cash', amountCollected: -1 },
      { paymentMethod: 'cash', amountCollected: 2_000_000 },
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
  [assignTechnicianSchema, [{ technicianId: '' }]],
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
];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const given = new Set(
  tries.flatMap(([schema, inputs]) => inputs.flatMap((input) => messagesOf(schema, input))),
);
const table = new Set(Object.values(english));

describe('field messages', () => {
  it('every message the forms’ schemas give is one the web translates', () => {
    expect([...given].filter((message) => !table.has(message))).toEqual([]);
  });

  it('every message the web translates is one the schemas give', () => {
    expect([...table].filter((message) => !given.has(message))).toEqual([]);
  });

  it('reads in the language on screen, and a message the table does not hold stays as it is', async () => {
    i18n.addResourceBundle('or', 'fieldMessages', odia);
    await i18n.changeLanguage('or');
    try {
      expect(translateFieldMessage(english.nameMin)).toBe(odia.nameMin);
      expect(translateFieldMessage('Invalid input')).toBe('Invalid input');
      // A form's nested errors: each message translated, the field's element left alone.
      const ref = { name: 'issues' };
      expect(
        translateFieldErrors({
          name: { type: 'too_small', message: english.nameMin },
          selectedIssues: { message: english.issues, ref },
        }),
      ).toEqual({
        name: { type: 'too_small', message: odia.nameMin },
        selectedIssues: { message: odia.issues, ref },
      });
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(translateFieldMessage(english.nameMin)).toBe(english.nameMin);
  });
});
