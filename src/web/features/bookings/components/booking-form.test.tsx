// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
// The toast region's own hand-over (app/toast-region.tsx does the same): the summary toasts are read.
// eslint-disable-next-line no-restricted-imports
import { toast as sonnerToast, Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { addDays, formatTimeWindow, PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import { englishOf, readFieldError } from '@shared/field-error';
import { BOOKING_MAX_DAYS_AHEAD, BOOKING_MESSAGES } from '@shared/schemas/booking';
import { toastRegionReady } from '../../../lib/toast';
import { useReferralCode } from '../use-referral-code';
import { BookingForm } from './booking-form';

// The booking form as the customer meets it, over a fake network: the referral code's states, the
// visit's date and window, and the server's refusals shown where they belong.

interface Sent {
  route: string;
  body: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's answers by `METHOD /path`; anything else is a 404 in the one error shape. */
let answers: Map<string, (body: unknown) => Response | Promise<Response>>;
let sent: Sent[];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const route = `${init?.method ?? 'GET'} ${url.pathname}`;
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ route, body });
  const answer = answers.get(route);
  return Promise.resolve(
    answer ? answer(body) : json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } }),
  );
}

function Booking({ onIssuesError }: { onIssuesError: (message: string) => void }) {
  const referral = useReferralCode('');
  return (
    <BookingForm
      target={{ kind: 'listed', deviceId: 3, deviceName: 'Galaxy S21' }}
      selectedIds={[7]}
      referral={referral}
      onIssuesError={onIssuesError}
    />
  );
}

function renderForm(onIssuesError: (message: string) => void = () => {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/book']}>
        <Routes>
          <Route path="/book" element={<Booking onIssuesError={onIssuesError} />} />
          <Route path="/booking-confirmation" element={<p>Booking confirmed</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
}

/** The message said under a field (tied to it by aria-describedby), or null. */
function errorUnder(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Asha Das');
  await user.type(screen.getByLabelText('Email', { exact: true }), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.type(screen.getByLabelText('Address', { exact: true }), 'Plot 42, Saheed Nagar');
  await user.type(screen.getByLabelText('City'), 'Bhubaneswar');
  await user.type(screen.getByLabelText('State'), 'Odisha');
  await user.type(screen.getByLabelText('Pincode'), '751007');
}

const submitButton = () => screen.getByRole('button', { name: 'Schedule Repair' });
const dateField = () => screen.getByLabelText<HTMLInputElement>('Preferred date (optional)');
const timeField = () => screen.getByLabelText<HTMLSelectElement>('Preferred time (optional)');

// The form's words are here before it renders, as on the booking page (routes.tsx).
beforeAll(() => i18n.loadNamespaces(['auth', 'booking', 'fieldMessages']));
beforeAll(() => toastRegionReady(sonnerToast));

beforeEach(() => {
  answers = new Map([['GET /api/session', () => json(200, { user: null, roles: [] })]]);
  sent = [];
  vi.stubGlobal('fetch', fakeFetch);
  // What jsdom leaves out of a browser: media queries (motion), watching sizes (the map), scrolling.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  sonnerToast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the referral code', { timeout: 30_000 }, () => {
  it('offers nothing to apply while it is empty', () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);
    expect(screen.queryByText(/off applied/)).toBeNull();
  });

  it('says it is checking, then shows ₹50 off for a valid code', async () => {
    let answer: (response: Response) => void = () => {};
    answers.set('POST /api/referrals/validate', () => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText('Referral code (optional)'), 'asha50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const checking = await screen.findByRole<HTMLButtonElement>('button', { name: 'Checking…' });
    expect(checking.disabled).toBe(true);
    expect(sent.find((s) => s.route === 'POST /api/referrals/validate')?.body).toEqual({ code: 'ASHA50' });

    answer(json(200, { valid: true, discount: 5000 }));
    expect(await screen.findByText('₹50 off applied with code ASHA50.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove code' })).toBeTruthy();
  });

  it('shows why an invalid code gives no discount', async () => {
    answers.set('POST /api/referrals/validate', () => json(200, { valid: false, reason: 'not_found' }));
    const user = userEvent.setup({ delay: null });
    renderForm();
    const code = screen.getByLabelText('Referral code (optional)');
    await user.type(code, 'NOTACODE{Enter}');

    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(errorsNamed('The referral code you entered is not valid.')).toHaveLength(1);
    expect(screen.queryByText(/off applied/)).toBeNull();
  });

  it('asks for the phone to be verified for a code that exists', async () => {
    answers.set('POST /api/referrals/validate', () =>
      json(200, { valid: false, reason: 'phone_unverified' }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText('Referral code (optional)'), 'ASHA50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('group', { name: 'Verify phone to apply' })).toBeTruthy();
  });
});

/** The alerts on the page that say exactly `text`. */
function errorsNamed(text: string): HTMLElement[] {
  return screen.queryAllByRole('alert').filter((alert) => alert.textContent?.trim() === text);
}

describe('the visit’s date and window', { timeout: 30_000 }, () => {
  // 10:30 in India on 1 December 2026: the windows starting before 12:30 are closed today.
  const now = new Date('2026-12-01T05:00:00Z');
  const today = '2026-12-01';

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });

  it('offers the days from today to the last bookable one', () => {
    renderForm();
    expect(dateField().min).toBe(today);
    expect(dateField().max).toBe(addDays(today, BOOKING_MAX_DAYS_AHEAD));
  });

  it('refuses a day in the past and one too far ahead with the schema’s messages', async () => {
    renderForm();
    fireEvent.change(dateField(), { target: { value: addDays(today, -1) } });
    fireEvent.blur(dateField());
    await waitFor(() => expect(errorUnder(dateField())).toBe(englishOf(BOOKING_MESSAGES.datePast)));

    fireEvent.change(dateField(), { target: { value: addDays(today, BOOKING_MAX_DAYS_AHEAD + 1) } });
    await waitFor(() => expect(errorUnder(dateField())).toBe(englishOf(BOOKING_MESSAGES.dateFar)));
  });

  it('offers today only the windows that start at least 2 hours from now', () => {
    renderForm();
    fireEvent.change(dateField(), { target: { value: today } });
    const options = within(timeField()).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.disabled])).toEqual([
      ['', false],
      ['09:00-11:00', true],
      ['11:00-13:00', true],
      ['13:00-15:00', false],
      ['15:00-17:00', false],
      ['17:00-19:00', false],
    ]);
    expect(options[1]?.textContent).toBe(
      `${formatTimeWindow('09:00-11:00', 'en')} (not available: starts in less than 2 hours)`,
    );

    fireEvent.change(dateField(), { target: { value: addDays(today, 1) } });
    const tomorrow = within(timeField()).getAllByRole<HTMLOptionElement>('option');
    expect(tomorrow.filter((option) => !option.disabled)).toHaveLength(PREFERRED_TIME_WINDOWS.length + 1);
  });

  it('refuses a window of today that has closed since it was chosen', async () => {
    answers.set('POST /api/bookings', () => json(500, {}));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillDetails(user);
    fireEvent.change(dateField(), { target: { value: today } });
    await user.selectOptions(timeField(), '13:00-15:00');
    expect(errorUnder(timeField())).toBeNull();

    // An hour later 13:00 starts in 1.5 hours: too soon to be booked.
    vi.setSystemTime(new Date(now.getTime() + 60 * 60 * 1000));
    await user.click(submitButton());

    await waitFor(() => expect(errorUnder(timeField())).toBe(englishOf(BOOKING_MESSAGES.timePassed)));
    expect(sent.some((s) => s.route === 'POST /api/bookings')).toBe(false);
  });
});

describe('a refused booking', { timeout: 30_000 }, () => {
  it('shows each field message of a 400 under its field, and the repairs’ beside them', async () => {
    answers.set('POST /api/bookings', () =>
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the highlighted fields.',
          // The server's English, and the same messages by key (decision 047).
          fields: {
            email: englishOf(BOOKING_MESSAGES.email),
            pincode: englishOf(BOOKING_MESSAGES.pincode),
            selectedIssues: englishOf(BOOKING_MESSAGES.issues),
          },
          fieldKeys: {
            email: readFieldError(BOOKING_MESSAGES.email),
            pincode: readFieldError(BOOKING_MESSAGES.pincode),
            selectedIssues: readFieldError(BOOKING_MESSAGES.issues),
          },
        },
      }),
    );
    const onIssuesError = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderForm(onIssuesError);
    await fillDetails(user);
    await user.click(submitButton());

    const email = screen.getByLabelText('Email', { exact: true });
    await waitFor(() => expect(errorUnder(email)).toBe(englishOf(BOOKING_MESSAGES.email)));
    expect(errorUnder(screen.getByLabelText('Pincode'))).toBe(englishOf(BOOKING_MESSAGES.pincode));
    expect(errorUnder(screen.getByLabelText('Full name'))).toBeNull();
    expect(document.activeElement).toBe(email);
    expect(onIssuesError).toHaveBeenCalledWith(englishOf(BOOKING_MESSAGES.issues));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();

    const booking = sent.find((s) => s.route === 'POST /api/bookings')?.body;
    expect(booking).toMatchObject({ deviceId: 3, selectedIssues: [7], name: 'Asha Das', pincode: '751007' });
  });

  it('says a failure that is not about a field in the form’s toast, keeping what was typed', async () => {
    answers.set('POST /api/bookings', () =>
      json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillDetails(user);
    await user.click(submitButton());

    expect(await screen.findByText('Booking Failed')).toBeTruthy();
    expect(screen.getByText('There was an error processing your booking. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Asha Das');
    expect(errorUnder(screen.getByLabelText('Full name'))).toBeNull();
  });

  it('says beside the submit button that booking is down for a moment', async () => {
    answers.set('POST /api/bookings', () =>
      json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Unavailable.' } }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillDetails(user);
    await user.click(submitButton());

    const form = document.getElementById('booking-form')!;
    const notice = await within(form).findByText('Online booking is down for a moment');
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Pincode').value).toBe('751007');
  });

  it('goes to the confirmation once booked', async () => {
    answers.set('POST /api/bookings', () =>
      json(201, { booking: { bookingId: 'BK-1001', referralDiscount: 0 } }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillDetails(user);
    await user.click(submitButton());

    expect(await screen.findByText('Booking confirmed')).toBeTruthy();
  });
});

describe('the places left per window', { timeout: 30_000 }, () => {
  // 10:30 in India on 1 December 2026; the visit is asked for on 3 December.
  const now = new Date('2026-12-01T05:00:00Z');
  const day = '2026-12-03';
  const next = '2026-12-04';
  const open = (window: string) => ({ window, places: 1, full: false });
  const taken = (window: string) => ({ window, places: 0, full: true });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });

  function answerAvailability(days: { date: string; windows: unknown[] }[], served = true) {
    answers.set('GET /api/availability', () =>
      json(200, { pincode: '751007', unlimited: false, served, days }),
    );
  }
  const asked = () => sent.filter((s) => s.route === 'GET /api/availability').length;

  it('marks a full window Full, and offers the nearest free ones when the date has none', async () => {
    answerAvailability([
      { date: day, windows: PREFERRED_TIME_WINDOWS.map(taken) },
      { date: next, windows: [taken('09:00-11:00'), open('11:00-13:00'), open('13:00-15:00')] },
    ]);
    const user = userEvent.setup({ delay: null });
    renderForm();
    fireEvent.change(dateField(), { target: { value: day } });
    expect(asked()).toBe(0);
    await user.type(screen.getByLabelText('Pincode'), '751007');
    await waitFor(() => expect(asked()).toBe(1));

    const first = await within(timeField()).findByRole<HTMLOptionElement>('option', {
      name: `${formatTimeWindow('09:00-11:00', 'en')} (Full)`,
    });
    expect(first.disabled).toBe(true);
    const choices = screen.getByTestId('window-choices');
    expect(within(choices).getByText(/Every time on this date is fully booked/)).toBeTruthy();
    const buttons = within(choices).getAllByRole('button');
    expect(buttons).toHaveLength(2);

    await user.click(buttons[0]!);
    expect(dateField().value).toBe(next);
    expect(timeField().value).toBe('11:00-13:00');
    expect(screen.queryByTestId('window-choices')).toBeNull();
  });

  it('offers every window as before when the availability cannot be read', async () => {
    answers.set('GET /api/availability', () => json(500, { error: { code: 'INTERNAL', message: 'x' } }));
    const user = userEvent.setup({ delay: null });
    renderForm();
    fireEvent.change(dateField(), { target: { value: day } });
    await user.type(screen.getByLabelText('Pincode'), '751007');
    await waitFor(() => expect(asked()).toBe(1));
    const options = within(timeField()).getAllByRole<HTMLOptionElement>('option');
    expect(options.filter((option) => !option.disabled)).toHaveLength(PREFERRED_TIME_WINDOWS.length + 1);
  });

  it('says whom to call for a pincode nobody serves, and does not send the booking', async () => {
    answerAvailability([], false);
    answers.set('POST /api/bookings', () =>
      json(201, { booking: { bookingId: 'BK-1', referralDiscount: 0 } }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillDetails(user);

    const notice = await screen.findByTestId('unserved-pincode');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(within(notice).getByText('We do not visit pincode 751007 yet')).toBeTruthy();
    await user.click(submitButton());
    await waitFor(() =>
      expect(errorUnder(screen.getByLabelText('Pincode'))).toBe(
        'We do not visit this pincode yet. Please call or WhatsApp us.',
      ),
    );
    expect(sent.some((s) => s.route === 'POST /api/bookings')).toBe(false);
  });

  it('says a window that filled up at the time field, with the nearest free ones to choose', async () => {
    answers.set('POST /api/bookings', () =>
      json(409, {
        error: {
          code: 'SLOT_FULL',
          message: 'That time is now fully booked.',
          alternatives: [
            { date: day, window: '15:00-17:00', places: 1 },
            { date: next, window: '09:00-11:00', places: 2 },
          ],
        },
      }),
    );
    answerAvailability([{ date: day, windows: PREFERRED_TIME_WINDOWS.map(open) }]);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillDetails(user);
    fireEvent.change(dateField(), { target: { value: day } });
    await user.selectOptions(timeField(), '13:00-15:00');
    await waitFor(() => expect(asked()).toBe(1));
    await user.click(submitButton());

    await waitFor(() =>
      expect(errorUnder(timeField())).toBe(
        'That time is now fully booked. Please choose another time; the nearest free ones are shown.',
      ),
    );
    await waitFor(() => expect(asked()).toBe(2));
    const choices = screen.getByTestId('window-choices');
    await user.click(within(choices).getAllByRole('button')[1]!);
    expect(dateField().value).toBe(next);
    expect(timeField().value).toBe('09:00-11:00');
    expect(errorUnder(timeField())).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Asha Das');
  });
});
