import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvHeaderLine, csvLine, csvRowLine, parseCsv, plainCsvText } from './csv';

describe('CSV cells and lines', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Das, Priya')).toBe('"Das, Priya"');
    expect(csvCell('said "hi"')).toBe('"said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain ₹ text')).toBe('plain ₹ text');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('keeps spreadsheets from running what starts like a formula, but not numbers', () => {
    for (const [input, output] of [
      ['=SUM(A1)', "'=SUM(A1)"],
      ['+91 98765', "'+91 98765"],
      ['-2+3', "'-2+3"],
      ['@cmd', "'@cmd"],
      ['\tx', "'\tx"],
      ['\rx', `"'\rx"`],
      ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ]) {
      expect(csvCell(input)).toBe(output);
    }
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(139.48)).toBe('139.48');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    const columns = [{ header: 'Name', value: (r: { name: string }) => r.name }];
    expect(csvHeaderLine(columns) + csvRowLine(columns, { name: 'Asha' })).toBe('Name\r\nAsha\r\n');
  });
});

describe('reading CSV', () => {
  it('reads back what it writes: quotes, commas, line breaks, ₹ and Odia, with the BOM', () => {
    const rows = [
      ['brand', 'device', 'note'],
      ['Samsung', 'Galaxy "S24", 5G', 'two\r\nlines'],
      ['ଓଡ଼ିଆ', '₹1,299', ''],
    ];
    const text = CSV_BOM + rows.map((row) => csvLine(row)).join('');
    expect(parseCsv(text)).toEqual(rows);
  });

  it('keeps blank lines so line numbers hold, takes LF files, and refuses an open quote', () => {
    expect(parseCsv('a,b\n\nc,d')).toEqual([['a', 'b'], [''], ['c', 'd']]);
    expect(() => parseCsv('a,"b\n')).toThrow(/not closed/);
  });

  it('takes off the apostrophe put before formula-like text', () => {
    expect(plainCsvText("'-5")).toBe('-5');
    expect(plainCsvText("O'Neil")).toBe("O'Neil");
  });
});
