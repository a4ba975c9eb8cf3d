// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderInPage, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '@shared/contracts/bookings';
import type { EstimateView } from '@shared/contracts/door';
import i18n from '../../../i18n';
import { BookingEstimateNote } from './booking-estimate-note';

// The customer's booking details (dashboard): a new price from the door that waits for their answer,
// line by line, answered here or with the start code; and, after the repair, their sign-off.

const render = (element: ReactElement) =>
  renderInPage(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

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
  ({
    id: 'b1',
    status: 'in_progress',
    estimate: null,
    signedOff: null,
    startCode: '4827',
    ...overrides,
  }) as BookingView;

describe('BookingEstimateNote', () => {
  it('shows a waiting price line by line, with both totals, to approve here or with the code', () => {
    const { container } = render(<BookingEstimateNote booking={booking({ estimate })} />);
    expect(screen.getByRole('heading', { name: 'A new price for your repair' })).toBeTruthy();
    expect(container.textContent).toContain('Added: Battery Replacement, ₹1,499');
    expect(container.textContent).toContain('Before: ₹2,499');
    expect(container.textContent).toContain('New total: ₹3,998');
    expect(screen.getByRole('button', { name: 'Approve ₹3,998' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByTestId('estimate-start-code').textContent).toBe('4827');
  });

  it('says nothing once answered, asks for the sign-off, and thanks the customer for it', () => {
    const { container } = render(
      <BookingEstimateNote booking={booking({ estimate: { ...estimate, status: 'approved' } })} />,
    );
    expect(container.textContent).toBe('');
    cleanup();
    render(<BookingEstimateNote booking={booking({ status: 'completed' })} />);
    expect(screen.getByRole('button', { name: 'Confirm the repair' })).toBeTruthy();
    cleanup();
    render(
      <BookingEstimateNote
        booking={booking({ status: 'completed', signedOff: { at: '2026-11-22T09:00:00.000Z', by: 'link' } })}
      />,
    );
    expect(screen.getByText('You confirmed the repair. Thank you!')).toBeTruthy();
  });
});
