import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SortKey } from './cursor';
import type { ReadAfter } from './keyset';
import { csvRowsOf, csvStream, csvText, jsonListStream, jsonRowsOf } from './stream';

/** The bytes sent, read as UTF-8 with the byte-order mark kept (a TextDecoder drops it). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

async function* linesOf(pieces: string[]) {
  yield* pieces;
}

type Numbered = { n: number };
const numberKey = (row: Numbered): SortKey => [String(row.n).padStart(6, '0')];

/** A list of `count` rows held in memory, read after a key as a table's index would read it; counts its reads. */
function listOf(count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({ n: index }));
  const reads: number[] = [];
  const read: ReadAfter<Numbered> = async (after, take) => {
    const from = after ? rows.findIndex((row) => numberKey(row)[0] === after[0]) + 1 : 0;
    const batch = rows.slice(from, from + take);
    reads.push(batch.length);
    return batch;
  };
  return { read, reads };
}

describe('admin CSV exports', () => {
  it('starts with a byte-order mark and keeps commas, quotes, newlines and naira signs in their cells', async () => {
    const csv = await text(csvStream(['Name', 'Note', 'Total'], linesOf([csvText([['Adébáyọ̀, "Bayo" Ògúnlẹ́yẹ', 'line one\nline two', '₦1,250,000']])])));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv.slice(1))).toEqual([
      ['Name', 'Note', 'Total'],
      ['Adébáyọ̀, "Bayo" Ògúnlẹ́yẹ', 'line one\nline two', '₦1,250,000'],
    ]);
  });

  it('never lets a cell run as a formula in a spreadsheet', async () => {
    const csv = await text(csvStream(['Message'], linesOf([csvText([['=HYPERLINK("http://evil.example")'], ['+2348030000000'], ['-1+1'], ['@SUM(A1)'], ['\t=1'], ['plain']])])));
    expect(
      parse(csv.slice(1))
        .slice(1)
        .map((row: string[]) => row[0]),
    ).toEqual([`'=HYPERLINK("http://evil.example")`, "'+2348030000000", "'-1+1", "'@SUM(A1)", "'\t=1", 'plain']);
  });

  it('writes every row of a list longer than one batch, in order, reading it a batch at a time', async () => {
    const list = listOf(1234);
    const csv = await text(
      csvStream(
        ['Row'],
        csvRowsOf(list.read, numberKey, (row) => [`row ${row.n}`]),
      ),
    );
    expect(parse(csv.slice(1)).slice(1)).toEqual(Array.from({ length: 1234 }, (_, index) => [`row ${index}`]));
    expect(list.reads).toEqual([...Array.from({ length: 12 }, () => 100), 34]);
  });

  it('is the header alone for an empty list', async () => {
    const csv = await text(
      csvStream(
        ['Row'],
        csvRowsOf(listOf(0).read, numberKey, (row) => [row.n]),
      ),
    );
    expect(parse(csv.slice(1))).toEqual([['Row']]);
  });
});

describe('a whole list as JSON', () => {
  it('is the array under its name, or a bare array, across batches', async () => {
    expect(
      JSON.parse(
        await text(
          jsonListStream(
            jsonRowsOf(listOf(3).read, numberKey, (row) => ({ n: row.n })),
            'orders',
          ),
        ),
      ),
    ).toEqual({ orders: [{ n: 0 }, { n: 1 }, { n: 2 }] });
    expect(JSON.parse(await text(jsonListStream(jsonRowsOf(listOf(0).read, numberKey, (row) => row))))).toEqual([]);
    const long = JSON.parse(await text(jsonListStream(jsonRowsOf(listOf(250).read, numberKey, (row) => row.n))));
    expect(long).toEqual(Array.from({ length: 250 }, (_, index) => index));
  });

  it('reads no further batch after a short one, and one empty read after an exact multiple', async () => {
    const short = listOf(250);
    await text(jsonListStream(jsonRowsOf(short.read, numberKey, (row) => row.n)));
    expect(short.reads).toEqual([100, 100, 50]);
    const exact = listOf(200);
    expect(JSON.parse(await text(jsonListStream(jsonRowsOf(exact.read, numberKey, (row) => row.n))))).toHaveLength(200);
    expect(exact.reads).toEqual([100, 100, 0]);
  });
});
