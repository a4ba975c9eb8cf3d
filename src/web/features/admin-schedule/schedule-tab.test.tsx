// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import type { AdminScheduleResponse, ScheduleJob } from '@shared/contracts/admin-schedule';
import i18n from '../../i18n';
import { ScheduleTab } from './schedule-tab';

// The schedule view over a fake network: the grid says who is on leave and how many places are left,
// the keyboard carries a queued job to a technician, and a refusal for a technician who is not
// eligible asks for the override's reason before sending the assignment again.

vi.mock('./schedule-map', () => ({ default: () => <p>map</p> }));

const day = '2026-12-07';
const everyWindow = [...PREFERRED_TIME_WINDOWS];
const queued: ScheduleJob = {
  id: 'b-1',
  bookingId: 'BK-20261207-Q001',
  name: 'Sabita Mohanty',
  pincode: '751013',
  city: 'Bhubaneswar',
  lat: 20.3,
  lng: 85.8,
  deviceModel: 'Galaxy S24',
  status: 'pending',
  technicianId: null,
  date: day,
  window: '11:00-13:00',
};
let schedule: AdminScheduleResponse;
let sent: { route: string; body: unknown }[];
let assignAnswers: Response[];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const route = `${init?.method ?? 'GET'} ${url.pathname}`;
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ route, body });
  if (route === 'GET /api/admin/schedule') return Promise.resolve(json(200, schedule));
  if (route === `POST /api/admin/bookings/${queued.id}/assign`) {
    const answer = assignAnswers.shift() ?? json(200, { booking: {} });
    if (answer.ok) {
      const technicianId = (body as { technicianId: number }).technicianId;
      schedule = { ...schedule, jobs: [{ ...queued, technicianId }] };
    }
    return Promise.resolve(answer);
  }
  return Promise.resolve(json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } }));
}

function renderTab() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/content?tab=schedule&day=${day}&view=day`]}>
        <ScheduleTab onOpen={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => i18n.loadNamespaces(['adminSchedule', 'admin', 'errors']));

beforeEach(() => {
  schedule = {
    from: day,
    dates: [day],
    windows: everyWindow,
    team: [
      {
        id: 1,
        name: 'Asha Pradhan',
        jobsPerWindow: 1,
        days: [{ date: day, onLeave: false, windows: everyWindow }],
      },
      { id: 2, name: 'Bijay Swain', jobsPerWindow: 2, days: [{ date: day, onLeave: true, windows: [] }] },
    ],
    jobs: [queued],
  };
  sent = [];
  assignAnswers = [];
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const assignCalls = () => sent.filter((call) => call.route.startsWith('POST')).map((call) => call.body);
const announcer = () => document.querySelector('[aria-live="assertive"]')!;

describe('the schedule view', { timeout: 30_000 }, () => {
  it('shows each technician by window, leave greyed, places left, and the queue beside', async () => {
    renderTab();
    const grid = await screen.findByRole('table');
    const asha = within(grid).getByRole('row', { name: /Asha Pradhan/ });
    expect(within(asha).getAllByText('1 place free')).toHaveLength(everyWindow.length);
    const bijay = within(grid).getByRole('row', { name: /Bijay Swain/ });
    expect(within(bijay).getAllByText('On leave')).toHaveLength(everyWindow.length);
    const queue = screen.getByRole('region', { name: 'Waiting for a technician' });
    expect(within(queue).getByText('BK-20261207-Q001')).toBeTruthy();
  });

  it('carries a queued job with the keyboard, and asks for a reason when the technician is not eligible', async () => {
    const user = userEvent.setup();
    assignAnswers = [
      json(409, { error: { code: 'TECHNICIAN_UNAVAILABLE', message: 'On leave.', reason: 'leave' } }),
    ];
    renderTab();
    const chip = await screen.findByRole('button', { name: /BK-20261207-Q001/, pressed: false });
    chip.focus();
    await user.keyboard('{Enter}');
    expect(announcer().textContent).toContain('Picked up BK-20261207-Q001');
    expect(announcer().textContent).toContain('Asha Pradhan: 1 place free');
    await user.keyboard('{ArrowDown}');
    expect(announcer().textContent).toBe('Bijay Swain: On leave');
    await user.keyboard('{Enter}');
    expect(assignCalls()).toEqual([{ technicianId: 2 }]);

    const dialog = await screen.findByRole('dialog', { name: 'Assign anyway?' });
    expect(dialog.textContent).toContain(
      'Bijay Swain cannot normally take BK-20261207-Q001: they are on leave that day.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Assign anyway' }));
    expect(within(dialog).getByText('Please say why.')).toBeTruthy();
    expect(assignCalls()).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Why assign anyway (required)'), 'Customer asked for him');
    await user.click(within(dialog).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() =>
      expect(assignCalls()).toEqual([
        { technicianId: 2 },
        { technicianId: 2, overrideReason: 'Customer asked for him' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(announcer().textContent).toBe('BK-20261207-Q001 assigned to Bijay Swain.');
  });

  it('assigns with the plain "Assign to" list too, and Escape puts a carried job back', async () => {
    const user = userEvent.setup();
    renderTab();
    const chip = await screen.findByRole('button', { name: /BK-20261207-Q001/, pressed: false });
    chip.focus();
    await user.keyboard('{Enter}{Escape}');
    expect(announcer().textContent).toBe('Move of BK-20261207-Q001 cancelled.');
    expect(assignCalls()).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Assign BK-20261207-Q001 to'), 'Asha Pradhan');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assignCalls()).toEqual([{ technicianId: 1 }]));
    const grid = screen.getByRole('table');
    await waitFor(() =>
      expect(
        within(within(grid).getByRole('row', { name: /Asha Pradhan/ })).getByText('BK-20261207-Q001'),
      ).toBeTruthy(),
    );
  });
});
