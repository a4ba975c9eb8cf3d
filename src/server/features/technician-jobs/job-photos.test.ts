import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startS3Fake } from '../../../../tests/s3-fake';
import { getAs, nextAddress, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createTrackingLink, createUser } from '../../../../tests/factories';
import { createTestApp, TEST_ORIGIN } from '../../../../tests/test-app';
import type { BookingPhotos } from '../../../shared/contracts/door';
import { bookingPhotos, bookings } from '../../db/schema/index';
import { createS3PrivateStorage } from '../../lib/private-file-storage';

// Photos of the device at the door (issue 32, decision 058) through the API: the assigned technician
// adds them before and after the work, cleaned of their metadata; only the booking's customer (by
// session or tracking link), its technician and the admins get their addresses, which are signed and
// stop working after a few minutes; nothing is ever at a public /uploads/ address.

let now = new Date('2026-11-22T05:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const today = '2026-11-22';

/** A phone camera's JPEG with the place it was taken in its EXIF: the customer's home. */
const cameraShot = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#335577' } })
  .jpeg()
  .withExif({
    IFD0: { Make: 'PhoneCam', Copyright: 'home-of-the-customer' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 17/1 4208/100', GPSLongitudeRef: 'E' },
  })
  .toBuffer();

async function signedInTechnician() {
  const technician = await createTechnician(auth, db);
  return { ...technician, cookie: await signInWithPassword(app, technician.user.email, 'tech-pass-1') };
}

async function upload(cookie: string, id: string, stage: string | null, bytes: Uint8Array = cameraShot) {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(bytes)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
  if (stage !== null) form.append('stage', stage);
  return app.request(`/api/technician/jobs/${id}/photos`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'X-Forwarded-For': nextAddress() },
    body: form,
  });
}

const bodyOf = async (res: Response) =>
  (await res.json()) as BookingPhotos & { error?: { code: string; reason?: string } };

async function jobWithCustomer(overrides: Parameters<typeof createBooking>[1] = {}) {
  const ravi = await signedInTechnician();
  const customer = await createUser(auth, db);
  const booking = await createBooking(db, {
    status: 'confirmed',
    technicianId: ravi.id,
    userId: customer.id,
    preferredDate: today,
    ...overrides,
  });
  return { ravi, customer, booking };
}

describe('Photos at the door', () => {
  it('are added before and after the work and read only by the booking’s people, through signed addresses', async () => {
    expect(cameraShot.includes('home-of-the-customer')).toBe(true);
    const { ravi, customer, booking } = await jobWithCustomer();
    const before = await upload(ravi.cookie, booking.id, 'before');
    expect(before.status).toBe(201);
    const [photo] = (await bodyOf(before)).photos;
    expect(photo).toMatchObject({ stage: 'before', width: 1600, height: 1200, takenAt: now.toISOString() });
    expect(photo!.url).toMatch(
      /^\/api\/photo-files\/private\/\d{4}\/\d{2}\/[a-f0-9]{24}\.webp\?expires=\d+&signature=/,
    );
    expect(photo!.url).not.toContain('/uploads/');

    // The picture is re-encoded: no EXIF, no place, no camera.
    const file = await app.request(photo!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('home-of-the-customer')).toBe(false);
    expect(bytes.includes('PhoneCam')).toBe(false);
    expect(
      (await sharp(Buffer.from(await (await app.request(photo!.thumbUrl)).arrayBuffer())).metadata()).width,
    ).toBe(400);

    // The same key at the public address is nothing.
    const key = photo!.url.split('?')[0]!.slice('/api/photo-files/'.length);
    expect((await app.request(`/uploads/${key}`)).status).toBe(404);

    // After the work, once started.
    await db.update(bookings).set({ status: 'in_progress' }).where(eq(bookings.id, booking.id));
    const after = await upload(ravi.cookie, booking.id, 'after');
    expect(after.status).toBe(201);
    expect((await bodyOf(after)).photos.map((p) => p.stage).sort()).toEqual(['after', 'before']);

    // The customer: by the tracking link and signed in; the admins; the technician.
    const token = await createTrackingLink(db, booking.id);
    const tracked = await getAs(app, `/api/track/${token}/photos`);
    expect((tracked.body as unknown as BookingPhotos).photos).toHaveLength(2);
    const customerCookie = await signInByEmailCode(app, customer.email);
    expect((await getAs(app, `/api/bookings/${booking.id}/photos`, customerCookie)).status).toBe(200);
    const admin = await createUser(auth, db, { role: 'admin', password: 'admin-pass-1' });
    const adminCookie = await signInWithPassword(app, admin.email, 'admin-pass-1');
    const adminList = await getAs(app, `/api/admin/bookings/${booking.id}/photos`, adminCookie);
    expect((adminList.body as unknown as BookingPhotos).photos).toHaveLength(2);
    expect((await getAs(app, `/api/technician/jobs/${booking.id}/photos`, ravi.cookie)).status).toBe(200);

    // Nobody else: another customer, another technician.
    const stranger = await signInByEmailCode(app, (await createUser(auth, db)).email);
    expect((await getAs(app, `/api/bookings/${booking.id}/photos`, stranger)).status).toBe(404);
    const other = await signedInTechnician();
    expect((await getAs(app, `/api/technician/jobs/${booking.id}/photos`, other.cookie)).status).toBe(404);
    expect((await upload(other.cookie, booking.id, 'after')).status).toBe(404);
  });

  it('gives addresses that stop working, and that cannot be bent to another file or time', async () => {
    const { ravi, booking } = await jobWithCustomer();
    const [photo] = (await bodyOf(await upload(ravi.cookie, booking.id, 'before'))).photos;
    const url = new URL(photo!.url, TEST_ORIGIN);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - now.getTime()).toBeGreaterThanOrEqual(600_000);
    expect(expires * 1000 - now.getTime()).toBeLessThanOrEqual(900_000);

    const later = new URL(url);
    later.searchParams.set('expires', String(expires + 3600));
    expect((await app.request(later.pathname + later.search)).status).toBe(403);
    const thumbSignature = new URL(photo!.thumbUrl, TEST_ORIGIN).searchParams.get('signature')!;
    const swapped = new URL(url);
    swapped.searchParams.set('signature', thumbSignature);
    expect((await app.request(swapped.pathname + swapped.search)).status).toBe(403);

    const started = now;
    now = new Date(expires * 1000 + 1000);
    try {
      const expired = await app.request(photo!.url);
      expect(expired.status).toBe(403);
      expect(((await expired.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
      // A fresh list gives fresh addresses that work.
      const fresh = await getAs(app, `/api/technician/jobs/${booking.id}/photos`, ravi.cookie);
      const [again] = (fresh.body as unknown as BookingPhotos).photos;
      expect(again!.url).not.toBe(photo!.url);
      expect((await app.request(again!.url)).status).toBe(200);
    } finally {
      now = started;
    }
  });

  it('counts the sixth under the booking’s lock: uploads at once cannot make seven', async () => {
    const { ravi, booking } = await jobWithCustomer({ status: 'in_progress' });
    for (let i = 0; i < 4; i++) expect((await upload(ravi.cookie, booking.id, 'after')).status).toBe(201);
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(ravi.cookie, booking.id, 'after')));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 409, 409]);
    const held = await db.select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, booking.id));
    expect(held).toHaveLength(6);
  });

  it('keeps six a booking, opens each moment only while it lasts, and lets a wrong shot be deleted', async () => {
    const { ravi, booking } = await jobWithCustomer({ status: 'in_progress' });
    for (let i = 0; i < 6; i++)
      expect((await upload(ravi.cookie, booking.id, i < 3 ? 'before' : 'after')).status).toBe(201);
    const seventh = await upload(ravi.cookie, booking.id, 'after');
    expect(seventh.status).toBe(409);
    expect((await bodyOf(seventh)).error?.code).toBe('PHOTO_LIMIT');

    const list = await getAs(app, `/api/technician/jobs/${booking.id}/photos`, ravi.cookie);
    const first = (list.body as unknown as BookingPhotos).photos[0]!;
    const removed = await app.request(`/api/technician/jobs/${booking.id}/photos/${first.id}`, {
      method: 'DELETE',
      headers: { Cookie: ravi.cookie, Origin: TEST_ORIGIN, 'X-Forwarded-For': nextAddress() },
    });
    expect(removed.status).toBe(200);
    expect((await bodyOf(removed)).photos).toHaveLength(5);
    // Its file is gone with it.
    expect((await app.request(first.url)).status).toBe(404);

    // Not a photo at all, and no moment named.
    expect((await upload(ravi.cookie, booking.id, 'before', Buffer.from('not a picture'))).status).toBe(415);
    const unnamed = await upload(ravi.cookie, booking.id, null);
    expect(unnamed.status).toBe(400);
  });

  it('refuses a before photo on a later day, and any photo once the customer has signed off', async () => {
    const { ravi, booking } = await jobWithCustomer({ preferredDate: '2026-11-24' });
    const early = await bodyOf(await upload(ravi.cookie, booking.id, 'before'));
    expect(early.error).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', reason: 'photos_closed' });

    const done = await jobWithCustomer({ status: 'completed', signedOffAt: now, signedOffBy: 'code' });
    const closed = await bodyOf(await upload(done.ravi.cookie, done.booking.id, 'after'));
    expect(closed.error).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', reason: 'photos_closed' });
    const waiting = await jobWithCustomer({ status: 'completed' });
    expect((await upload(waiting.ravi.cookie, waiting.booking.id, 'after')).status).toBe(201);
    expect((await upload(waiting.ravi.cookie, waiting.booking.id, 'before')).status).toBe(409);
    expect(await db.select().from(bookingPhotos)).not.toHaveLength(0);
  });
});

describe('Photos on S3-compatible storage', () => {
  it('are kept under private/ and read through presigned GETs', async () => {
    const s3 = await startS3Fake();
    try {
      const storage = createS3PrivateStorage({
        endpoint: s3.url,
        bucket: 'catalogue',
        region: 'auto',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        publicUrl: 'https://images.example.com',
      });
      const key = 'private/2026/11/0123456789abcdef01234567.webp';
      await storage.put(key, new Uint8Array([1, 2, 3]), 'image/webp');
      expect(s3.objects.get(`catalogue/${key}`)?.cacheControl).toBe('private, max-age=3600');
      const { url, expiresAt } = await storage.signedUrlOf(key, new Date());
      const signed = new URL(url);
      expect(signed.origin + signed.pathname).toBe(`${s3.url}/catalogue/${key}`);
      expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
      expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(600);
      expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(url).not.toContain('images.example.com');
      expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
      await expect(storage.put('images/2026/11/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
    } finally {
      await s3.close();
    }
  });
});
