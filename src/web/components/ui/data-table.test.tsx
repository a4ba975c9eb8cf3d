// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { useCursorList } from '../../lib/use-cursor-list';
import type { ListPage, ListParams } from '../../lib/use-cursor-list';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table';

// The DataTable over a small in-memory server that pages, sorts and searches as the API does.

// Its words are here before it renders, as on the pages that show it (routes.tsx).
beforeAll(() => i18n.loadNamespaces(['table']));

interface Person {
  id: string;
  name: string;
  city: string;
}

const people: Person[] = Array.from({ length: 23 }, (_, i) => ({
  id: `p${String(i + 1).padStart(2, '0')}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 === 0 ? 'Bhubaneswar' : 'Cuttack',
}));

function makeServer() {
  const requests: ListParams[] = [];
  let failing = false;
  async function fetchPage(params: ListParams): Promise<ListPage<Person>> {
    requests.push(params);
    await Promise.resolve();
    if (failing) throw new Error('server down');
    const q = params.q?.toLowerCase() ?? '';
    const sorted = people
      .filter((p) => !q || p.name.toLowerCase().includes(q) || p.city.toLowerCase().includes(q))
      .sort((a, b) =>
        params.sort === 'city'
          ? a.city.localeCompare(b.city) || a.id.localeCompare(b.id)
          : a.id.localeCompare(b.id),
      );
    if (params.dir === 'desc') sorted.reverse();
    const start = params.cursor ? sorted.findIndex((p) => p.id === params.cursor) + 1 : 0;
    const limit = Number(params.limit);
    const rows = sorted.slice(start, start + limit);
    return { rows, nextCursor: start + limit < sorted.length ? rows.at(-1)!.id : null };
  }
  return { requests, fetchPage, fail: () => (failing = true) };
}

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (p) => p.name, csv: (p) => p.name },
  { id: 'city', header: 'City', sortable: true, cell: (p) => p.city, csv: (p) => p.city },
];

function PeopleTable({ server }: { server: ReturnType<typeof makeServer> }) {
  const list = useCursorList({
    queryKey: ['people'],
    fetchPage: server.fetchPage,
    initialSort: { id: 'name', desc: false },
    pageSize: 10,
  });
  return (
    <DataTable
      caption="People"
      columns={columns}
      list={list}
      getRowId={(p) => p.id}
      emptyText="No people found"
      errorText="Failed to load people"
      searchLabel="Search people"
      exportFilename="people.csv"
    />
  );
}

function renderTable(server = makeServer()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PeopleTable server={server} />
    </QueryClientProvider>,
  );
  return server;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const firstCell = () => within(bodyRows()[0]!).getAllByRole('cell')[0]!.textContent;

afterEach(cleanup);

describe('DataTable', () => {
  it('shows a page from the server and moves between pages by cursor', async () => {
    const user = userEvent.setup();
    const server = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(firstCell()).toBe('Person 01');
    expect(button('Previous page').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(firstCell()).toBe('Person 11'));
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(server.requests.at(-1)).toMatchObject({ cursor: 'p10', limit: '10' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(button('Next page').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(firstCell()).toBe('Person 11'));
  });

  it('asks the server for another order when a header is clicked, and says so to screen readers', async () => {
    const user = userEvent.setup();
    const server = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(firstCell()).toBe('Person 23'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(server.requests.at(-1)).toMatchObject({ sort: 'name', dir: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Sort by City' }));
    await waitFor(() => expect(server.requests.at(-1)).toMatchObject({ sort: 'city', dir: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /City/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
  });

  it('searches on the server from the first page, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const server = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(firstCell()).toBe('Person 11'));
    await user.type(screen.getByLabelText('Search people'), 'cuttack');
    await waitFor(() => expect(server.requests.at(-1)).toMatchObject({ q: 'cuttack' }));
    expect(server.requests.at(-1)?.cursor).toBeUndefined();
    await waitFor(() => expect(firstCell()).toBe('Person 02'));
    await user.clear(screen.getByLabelText('Search people'));
    await user.type(screen.getByLabelText('Search people'), 'nobody');
    expect(await screen.findByText('No people found')).toBeTruthy();
  });

  it('shows the error text when the server fails', async () => {
    const server = makeServer();
    server.fail();
    renderTable(server);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load people');
  });

  it('exports every row of the filtered list as CSV, across pages', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      files.push(blob as Blob);
      return 'blob:people';
    };
    URL.revokeObjectURL = () => undefined;
    const server = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByLabelText('Search people'), 'bhubaneswar');
    await waitFor(() => expect(server.requests.at(-1)).toMatchObject({ q: 'bhubaneswar' }));
    await waitFor(() =>
      expect(within(bodyRows()[1]!).getAllByRole('cell')[0]!.textContent).toBe('Person 03'),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = (await files[0]!.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Name,City');
    expect(lines).toHaveLength(13);
    expect(lines.every((line, i) => i === 0 || line.endsWith(',Bhubaneswar'))).toBe(true);
  });
});
