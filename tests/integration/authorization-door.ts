import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { PrivateFileStorage } from '../../src/server/lib/private-file-storage';
import { all, only, onlyTechnicianA } from './authorization-setup';
import type { Entry } from './authorization-setup';

// The authorization matrix's rows for the photos of the device at the door (decision 058): the
// technician's own job's photos, and the lists each of the booking's people reads. The signed file
// address is the permission itself: whoever holds one reads that one file, for a few minutes.

const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#224466' } })
  .png()
  .toBuffer();

/** A slot in the reschedule's rules, a few days after the matrix's moment. */
const slot = () => ({ preferredDate: '2026-11-27', preferredTime: '11:00-13:00' });

interface WorkshopSetup {
  freshJobOfA: (status: 'in_progress') => Promise<string>;
  /** A booking of customer A whose device the workshop has ready, and its tracking token. */
  freshReadyOfA: () => Promise<{ bookingId: string; token: string }>;
  freshBooking: (status?: 'completed') => Promise<string>;
}

/**
 * The workshop's rows (decision 059): Needs workshop is technician A's on their own started job; the
 * receipt and the return visit are the booking's customer's, its link's and the desk's; a linked
 * revisit is the desk's.
 */
export function workshopEntries(setup: WorkshopSetup): Entry[] {
  return [
    {
      method: 'POST',
      route: '/api/technician/jobs/:id/workshop',
      path: async () => `/api/technician/jobs/${await setup.freshJobOfA('in_progress')}/workshop`,
      body: () => ({ accessories: 'Case', expectedReturnDate: '2026-11-26' }),
      expected: onlyTechnicianA,
    },
    {
      method: 'GET',
      route: '/api/track/:token/pickup-receipt.pdf',
      path: async () => `/api/track/${(await setup.freshReadyOfA()).token}/pickup-receipt.pdf`,
      expected: all(200),
    },
    {
      method: 'POST',
      route: '/api/track/:token/return-visit',
      path: async () => `/api/track/${(await setup.freshReadyOfA()).token}/return-visit`,
      body: slot,
      expected: all(201),
    },
    {
      method: 'GET',
      route: '/api/bookings/:id/pickup-receipt.pdf',
      path: async () => `/api/bookings/${(await setup.freshReadyOfA()).bookingId}/pickup-receipt.pdf`,
      expected: only('customerA', 200, 404),
    },
    {
      method: 'POST',
      route: '/api/bookings/:id/return-visit',
      path: async () => `/api/bookings/${(await setup.freshReadyOfA()).bookingId}/return-visit`,
      body: slot,
      expected: only('customerA', 201, 404),
    },
    {
      method: 'GET',
      route: '/api/admin/bookings/:id/pickup-receipt.pdf',
      path: async () => `/api/admin/bookings/${(await setup.freshReadyOfA()).bookingId}/pickup-receipt.pdf`,
      expected: only('admin', 200, 403),
    },
    {
      method: 'POST',
      route: '/api/admin/bookings/:id/revisit',
      path: async () => `/api/admin/bookings/${await setup.freshBooking('completed')}/revisit`,
      body: () => ({ ...slot(), kind: 'warranty' }),
      expected: only('admin', 201, 403),
      audit: 'booking_event.pending',
    },
  ];
}

interface DoorSetup {
  now: Date;
  photoStorage: PrivateFileStorage;
  tripJobOfA: () => Promise<string>;
  freshPhotoOfA: () => Promise<{ bookingId: string; photoId: string }>;
  freshTrackingToken: () => Promise<string>;
  bookingOfA: () => Promise<string>;
  freshBooking: () => Promise<string>;
}

export function doorPhotoEntries(setup: DoorSetup): Entry[] {
  return [
    {
      method: 'GET',
      route: '/api/technician/jobs/:id/photos',
      path: async () => `/api/technician/jobs/${await setup.tripJobOfA()}/photos`,
      expected: onlyTechnicianA,
    },
    {
      method: 'POST',
      route: '/api/technician/jobs/:id/photos',
      path: async () => `/api/technician/jobs/${await setup.tripJobOfA()}/photos`,
      rawBody: () => {
        const form = new FormData();
        form.append('stage', 'before');
        form.append('photo', new File([new Uint8Array(picture)], 'shot.png', { type: 'image/png' }));
        return { body: form };
      },
      expected: { ...only('technicianA', 201, 403), technicianB: 404 },
    },
    {
      method: 'DELETE',
      route: '/api/technician/jobs/:id/photos/:photoId',
      path: async () => {
        const { bookingId, photoId } = await setup.freshPhotoOfA();
        return `/api/technician/jobs/${bookingId}/photos/${photoId}`;
      },
      expected: onlyTechnicianA,
    },
    {
      method: 'GET',
      route: '/api/track/:token/photos',
      path: async () => `/api/track/${await setup.freshTrackingToken()}/photos`,
      expected: all(200),
    },
    {
      method: 'GET',
      route: '/api/bookings/:id/photos',
      path: async () => `/api/bookings/${await setup.bookingOfA()}/photos`,
      expected: only('customerA', 200, 404),
    },
    {
      method: 'GET',
      route: '/api/admin/bookings/:id/photos',
      path: async () => `/api/admin/bookings/${await setup.freshBooking()}/photos`,
      expected: only('admin', 200, 403),
    },
    {
      method: 'GET',
      route: '/api/photo-files/*',
      path: async () => {
        const key = `private/2026/11/${randomBytes(12).toString('hex')}.webp`;
        await setup.photoStorage.put(key, new Uint8Array(picture), 'image/webp');
        return (await setup.photoStorage.signedUrlOf(key, setup.now)).url;
      },
      expected: all(200),
    },
  ];
}
