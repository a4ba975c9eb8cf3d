// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '@shared/contracts/bookings';
import type { EstimateView } from '@shared/contracts/door';
import i18n from '../../../i18n';
import { BookingEstimateNote } from './booking-estimate-note';

// The customer's booking details (dashboard): a new price from the door that waits for their answer,
// line by line, with where to answer it; and, after the repair, their sign-off.

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['account']);
});
afterEach(cleanup);

const screenLine = { id: 1, name: 'Screen Replacement', priceAmount: 249_900 };
const batteryLine = { id: 2, name: 'Battery Replacement', priceAmount: 149_900 };
const estimate: EstimateView = {
  status: 'pending',
  lines: [screenLine, batteryLine],
  added: [batteryLine],
  removed: [],
  previousTotal: 249_900,
  subtotal: 399_800,
  discount: 0,
  total: 399_800,
  proposedAt: '2026-11-22T05:00:00.000Z',
  answeredAt: null,
  answeredBy: null,
};
const booking = (overrides: Partial<BookingView>) =>
  ({ status: 'in_progress', estimate: null, signedOff: null, ...overrides }) as BookingView;

describe('BookingEstimateNote', () => {
  it('shows a waiting price line by line, with both totals and where to answer', () => {
    render(<BookingEstimateNote booking={booking({ estimate })} />);
    const note = screen.getByRole('status');
    expect(note.textContent).toContain('A new price for your repair');
    expect(note.textContent).toContain('Added: Battery Replacement, ₹1,499');
    expect(note.textContent).toContain('New total: ₹3,998 · Before: ₹2,499');
    expect(note.textContent).toContain('tracking link we sent you');
  });

  it('says nothing once answered, and thanks the customer for their sign-off', () => {
    const { container } = render(
      <BookingEstimateNote booking={booking({ estimate: { ...estimate, status: 'approved' } })} />,
    );
    expect(container.textContent).toBe('');
    cleanup();
    render(
      <BookingEstimateNote
        booking={booking({ status: 'completed', signedOff: { at: '2026-11-22T09:00:00.000Z', by: 'link' } })}
      />,
    );
    expect(screen.getByText('You confirmed the repair. Thank you!')).toBeTruthy();
  });
});
