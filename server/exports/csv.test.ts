import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('admin CSV exports', () => {
  it('starts with a byte-order mark and keeps commas, quotes, newlines and naira signs in their cells', () => {
    const csv = toCsv(['Name', 'Note', 'Total'], [['Adébáyọ̀, "Bayo" Ògúnlẹ́yẹ', 'line one\nline two', '₦1,250,000']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv.slice(1))).toEqual([
      ['Name', 'Note', 'Total'],
      ['Adébáyọ̀, "Bayo" Ògúnlẹ́yẹ', 'line one\nline two', '₦1,250,000'],
    ]);
  });

  it('never lets a cell run as a formula in a spreadsheet', () => {
    const csv = toCsv(['Message'], [['=HYPERLINK("http://evil.example")'], ['+2348030000000'], ['-1+1'], ['@SUM(A1)'], ['\t=1'], ['plain']]);
    expect(parse(csv.slice(1)).slice(1).map((row: string[]) => row[0])).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'+2348030000000",
      "'-1+1",
      "'@SUM(A1)",
      "'\t=1",
      'plain',
    ]);
  });
});
