import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { firstPage, listParams, pageAfter, pageBefore } from './use-cursor-list';

describe('CSV export', () => {
  it('quotes what needs quoting and keeps spreadsheets from running formulas', () => {
    const rows = [
      { name: 'Das, Priya', note: 'said "hi"\nthen left', total: 249900 },
      { name: '=HYPERLINK("http://evil")', note: '-2+3', total: null },
    ];
    const csv = toCsv(
      [
        { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Note', value: (r: (typeof rows)[number]) => r.note },
        { header: 'Total', value: (r: (typeof rows)[number]) => r.total },
      ],
      rows,
    );
    expect(csv).toBe(
      'Name,Note,Total\r\n' +
        '"Das, Priya","said ""hi""\nthen left",249900\r\n' +
        `"'=HYPERLINK(""http://evil"")",'-2+3,\r\n`,
    );
  });
});

describe('the page trail of a cursor list', () => {
  it('goes forward by cursor and back without asking the server', () => {
    const second = pageAfter(firstPage, 'c1');
    const third = pageAfter(second, 'c2');
    expect(third.cursors).toEqual(['', 'c1', 'c2']);
    expect(pageBefore(third)).toEqual(second);
    expect(pageBefore(firstPage)).toBe(firstPage);
  });

  it('asks for a page with its sort, search and cursor', () => {
    expect(listParams({ id: 'name', desc: false }, '  asha ', 10, '')).toEqual({
      sort: 'name',
      dir: 'asc',
      limit: '10',
      q: 'asha',
    });
    expect(listParams({ id: 'createdAt', desc: true }, '', 25, 'abc')).toEqual({
      sort: 'createdAt',
      dir: 'desc',
      limit: '25',
      cursor: 'abc',
    });
  });
});
