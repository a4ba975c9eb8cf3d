import { describe, expect, it } from 'vitest';
import {
  getAs,
  outboxFor,
  postJson,
  signInByEmailCode,
  signInWithPassword,
} from '../../../../tests/auth-helpers';
import { bookWith, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createDevice, createPricing, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { DeviceDetail, RepairServiceSummary } from '../../../shared/catalogue-types';
import type { AdminRepairServiceRow } from '../../../shared/contracts/admin-catalogue';
import type { TrackedBooking } from '../../../shared/contracts/tracking';

// A repair service's words in Hindi and Odia are written by the admin beside the English, stored with
// the service, and shown wherever it is named: the catalogue's pages, the booking, and the messages
// to a customer who booked in one of those languages.

const { app, db, auth } = await createTestApp({ devOutbox: true });
await createUser(auth, db, { email: 'words-admin@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'words-admin@example.com', 'admin-pass-1');
const book = bookWith(app);

const send = <T>(method: 'POST' | 'PUT', path: string, body: unknown, cookie = admin) =>
  postJson<T>(app, path, body, { cookie, method });

const odia = {
  name: 'ପଛ କ୍ୟାମେରା ମରାମତି',
  description: 'ଝାପସା ବା କାମ କରୁନଥିବା ପଛ କ୍ୟାମେରାକୁ ଆମେ ଆପଣଙ୍କ ଘରେ ବଦଳାଉ।',
  diyGuideText: '1. କ୍ୟାମେରାର କାଚକୁ ନରମ କପଡ଼ାରେ ପୋଛନ୍ତୁ।\n2. ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ।',
};
const hindi = {
  name: 'पीछे के कैमरे की मरम्मत',
  description: 'धुंधले या बंद पीछे के कैमरे को हम आपके घर पर बदलते हैं।',
  diyGuideText: '1. कैमरे के काँच को मुलायम कपड़े से पोंछें।\n2. फ़ोन रीस्टार्ट करें।',
};
const camera = {
  name: 'Rear Camera Repair',
  description: 'We replace a blurry or dead rear camera at your doorstep.',
  iconName: 'Camera',
  diyGuideText: '1. Wipe the camera glass with a soft cloth.\n2. Restart the phone.',
};

async function pricedService(slug: string, body: unknown) {
  const made = await send<{ service: AdminRepairServiceRow }>('POST', '/api/admin/repair-services', body);
  expect(made.status).toBe(201);
  const device = await createDevice(db, { name: `Phone ${slug}`, slug });
  await createPricing(db, {
    deviceId: device.id,
    repairServiceId: made.body.service.id,
    priceAmount: 249_900,
  });
  return { service: made.body.service, device };
}

const deviceRepairs = async (slug: string) =>
  ((await getAs(app, `/api/devices/${slug}`)).body as { device: DeviceDetail }).device.repairs;

describe('a repair service’s words in Hindi and Odia', () => {
  it('an admin adds them with a new service; the public catalogue carries them', async () => {
    const { service } = await pricedService('camera-phone-1', {
      ...camera,
      translations: { hi: hindi, or: odia },
    });
    expect(service.translations).toEqual({ hi: hindi, or: odia });

    const [repair] = await deviceRepairs('camera-phone-1');
    expect(repair).toMatchObject({ name: camera.name, translations: { hi: hindi, or: odia } });
    const list = (await getAs(app, '/api/repair-services')).body as {
      repairServices: RepairServiceSummary[];
    };
    expect(list.repairServices.find((s) => s.id === service.id)?.translations).toEqual({
      hi: hindi,
      or: odia,
    });
  });

  it('keeps only what is written: an empty word is stored as none, so the English shows', async () => {
    const made = await send<{ service: AdminRepairServiceRow }>('POST', '/api/admin/repair-services', {
      ...camera,
      name: 'Front Camera Repair',
      translations: { hi: { name: '  ', description: '' }, or: { name: ' ସାମ୍ନା କ୍ୟାମେରା ମରାମତି ' } },
    });
    expect(made.status).toBe(201);
    expect(made.body.service.translations).toEqual({
      hi: { name: null, description: null, diyGuideText: null },
      or: { name: 'ସାମ୍ନା କ୍ୟାମେରା ମରାମତି', description: null, diyGuideText: null },
    });
  });

  it('a booking made in Odia names the repair in Odia: in its e-mail, on its tracking page and in the booking', async () => {
    const { service, device } = await pricedService('camera-phone-2', {
      ...camera,
      name: 'Rear Camera Fix',
      translations: { hi: hindi, or: odia },
    });
    const body = makeBookingBody(device.id, [service.id], { language: 'or' });
    const res = await book(body);
    expect(res.status).toBe(201);
    expect(res.body.booking.selectedServicesDetails[0]).toMatchObject({
      name: 'Rear Camera Fix',
      translations: { hi: { name: hindi.name }, or: { name: odia.name } },
    });

    const [mail] = await outboxFor(app, body.email);
    expect(mail?.text).toContain(`${odia.name}: ₹2,499`);
    expect(mail?.text).not.toContain('Rear Camera Fix');

    const token = /\/track\/([a-z2-7]{26})/.exec(mail?.text ?? '')?.[1];
    const tracked = (await getAs(app, `/api/track/${token}`)).body as { booking: TrackedBooking };
    expect(tracked.booking.selectedServicesDetails[0]?.translations?.or?.name).toBe(odia.name);
  });

  it('renamed in English with new Hindi words: the new words are shown, and booked from then on', async () => {
    const { service, device } = await pricedService('camera-phone-3', {
      ...camera,
      name: 'Camera Lens Repair',
      translations: { hi: hindi, or: odia },
    });
    const newHindi = { name: 'कैमरे का लेंस बदलना', description: null, diyGuideText: hindi.diyGuideText };
    const renamed = await send<{ service: AdminRepairServiceRow }>(
      'PUT',
      `/api/admin/repair-services/${service.id}`,
      {
        ...camera,
        name: 'Camera Lens Replacement',
        translations: { hi: newHindi, or: { name: '' } },
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.service.translations.hi).toEqual(newHindi);

    const [repair] = await deviceRepairs('camera-phone-3');
    expect(repair?.name).toBe('Camera Lens Replacement');
    expect(repair?.translations.hi?.name).toBe(newHindi.name);
    // The Odia name was cleared with the rename: Odia pages show the English until it is written.
    expect(repair?.translations.or?.name).toBeNull();

    const body = makeBookingBody(device.id, [service.id], { language: 'hi' });
    expect((await book(body)).status).toBe(201);
    const [mail] = await outboxFor(app, body.email);
    expect(mail?.text).toContain(`${newHindi.name}: ₹2,499`);
    expect(mail?.text).not.toContain(hindi.name);
  });

  it.each([
    [
      'translations.hi.name',
      { hi: { name: 'क'.repeat(101) } },
      'The Hindi name must be at most 100 characters.',
    ],
    [
      'translations.or.name',
      { or: { name: 'ପଛ\nକ୍ୟାମେରା' } },
      'Please keep this on one line, without line breaks.',
    ],
    [
      'translations.or.diyGuideText',
      { or: { diyGuideText: 'ଖ'.repeat(4001) } },
      'The Odia quick fix guide must be at most 4000 characters.',
    ],
    [
      // A tab is a control character in a one-line field (a text area keeps it).
      'translations.hi.name',
      { hi: { name: 'टूटी\tस्क्रीन' } },
      'This field contains characters that are not allowed.',
    ],
  ])('refuses %s that is not valid (case %#), on that field', async (field, translations, message) => {
    const res = await send('POST', '/api/admin/repair-services', {
      ...camera,
      name: `Odd ${field}`,
      translations,
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    expect(res.body.error?.fields).toEqual({ [field]: message });
  });

  it('only an admin sets them', async () => {
    const { service } = await pricedService('camera-phone-4', { ...camera, name: 'Camera Glass Repair' });
    const customer = await signInByEmailCode(app, 'words-customer@example.com');
    const res = await send(
      'PUT',
      `/api/admin/repair-services/${service.id}`,
      {
        ...camera,
        name: 'Camera Glass Repair',
        translations: { or: { name: 'ଭୁଲ ନାମ' } },
      },
      customer,
    );
    expect(res.status).toBe(403);
    const [repair] = await deviceRepairs('camera-phone-4');
    expect(repair?.translations.or?.name).toBeNull();
  });
});
