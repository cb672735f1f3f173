import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream, jsonListStream } from './stream';

async function* rowsOf<Row>(rows: Row[]) {
  yield* rows;
}

describe('admin CSV exports', () => {
  it('starts with a byte-order mark and keeps commas, quotes, newlines and naira signs in their cells', async () => {
    const csv = await text(csvStream(['Name', 'Note', 'Total'], rowsOf([['Adébáyọ̀, "Bayo" Ògúnlẹ́yẹ', 'line one\nline two', '₦1,250,000']])));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv.slice(1))).toEqual([
      ['Name', 'Note', 'Total'],
      ['Adébáyọ̀, "Bayo" Ògúnlẹ́yẹ', 'line one\nline two', '₦1,250,000'],
    ]);
  });

  it('never lets a cell run as a formula in a spreadsheet', async () => {
    const csv = await text(csvStream(['Message'], rowsOf([['=HYPERLINK("http://evil.example")'], ['+2348030000000'], ['-1+1'], ['@SUM(A1)'], ['\t=1'], ['plain']])));
    expect(
      parse(csv.slice(1))
        .slice(1)
        .map((row: string[]) => row[0]),
    ).toEqual([`'=HYPERLINK("http://evil.example")`, "'+2348030000000", "'-1+1", "'@SUM(A1)", "'\t=1", 'plain']);
  });

  it('writes every row of a list longer than one batch, in order', async () => {
    const rows = Array.from({ length: 1234 }, (_, index) => [`row ${index}`]);
    const csv = await text(csvStream(['Row'], rowsOf(rows)));
    expect(parse(csv.slice(1)).slice(1)).toEqual(rows);
  });
});

describe('a whole list as JSON', () => {
  it('is the array under its name, or a bare array, written row by row', async () => {
    expect(JSON.parse(await text(jsonListStream(rowsOf([1, 2, 3]), (row) => ({ n: row }), 'orders')))).toEqual({ orders: [{ n: 1 }, { n: 2 }, { n: 3 }] });
    expect(JSON.parse(await text(jsonListStream(rowsOf([]), (row) => row)))).toEqual([]);
  });
});
