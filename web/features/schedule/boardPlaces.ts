/**
 * Where a visit sits on the day board, as classes. The page's Content-Security-Policy refuses style attributes,
 * so the server-drawn board cannot place a card with `style="left:..."`: the row is a grid of quarter hours from
 * 07:00 to 19:00, and a card takes its column and span from these classes. They are written out in full because
 * Tailwind generates only the classes it finds in the source.
 */
export const dayStart = 7 * 60;
export const dayEnd = 19 * 60;
export const hours = Array.from({ length: (dayEnd - dayStart) / 60 }, (_, index) => dayStart + index * 60);
const quarter = 15;
/** A visit shorter than this still gets a card wide enough to read. */
const shortestCard = 30;

const columnStarts = [
  'col-start-1',
  'col-start-2',
  'col-start-3',
  'col-start-4',
  'col-start-5',
  'col-start-6',
  'col-start-7',
  'col-start-8',
  'col-start-9',
  'col-start-10',
  'col-start-11',
  'col-start-12',
  'col-start-13',
  'col-start-14',
  'col-start-15',
  'col-start-16',
  'col-start-17',
  'col-start-18',
  'col-start-19',
  'col-start-20',
  'col-start-21',
  'col-start-22',
  'col-start-23',
  'col-start-24',
  'col-start-25',
  'col-start-26',
  'col-start-27',
  'col-start-28',
  'col-start-29',
  'col-start-30',
  'col-start-31',
  'col-start-32',
  'col-start-33',
  'col-start-34',
  'col-start-35',
  'col-start-36',
  'col-start-37',
  'col-start-38',
  'col-start-39',
  'col-start-40',
  'col-start-41',
  'col-start-42',
  'col-start-43',
  'col-start-44',
  'col-start-45',
  'col-start-46',
  'col-start-47',
  'col-start-48',
] as const;

const columnSpans = [
  'col-span-1',
  'col-span-2',
  'col-span-3',
  'col-span-4',
  'col-span-5',
  'col-span-6',
  'col-span-7',
  'col-span-8',
  'col-span-9',
  'col-span-10',
  'col-span-11',
  'col-span-12',
  'col-span-13',
  'col-span-14',
  'col-span-15',
  'col-span-16',
  'col-span-17',
  'col-span-18',
  'col-span-19',
  'col-span-20',
  'col-span-21',
  'col-span-22',
  'col-span-23',
  'col-span-24',
  'col-span-25',
  'col-span-26',
  'col-span-27',
  'col-span-28',
  'col-span-29',
  'col-span-30',
  'col-span-31',
  'col-span-32',
  'col-span-33',
  'col-span-34',
  'col-span-35',
  'col-span-36',
  'col-span-37',
  'col-span-38',
  'col-span-39',
  'col-span-40',
  'col-span-41',
  'col-span-42',
  'col-span-43',
  'col-span-44',
  'col-span-45',
  'col-span-46',
  'col-span-47',
  'col-span-48',
] as const;

/** The hour lines' grid, one column an hour (12 hours). */
export const hourColumns = 'grid-cols-12';
/** The visits' grid, one column a quarter of an hour (48 quarters). */
export const quarterColumns = 'grid-cols-48';

/** The classes of the quarters from `from` to `to` (minutes past midnight, within the board's day). */
function quartersPlace(from: number, to: number): string {
  const first = Math.floor((from - dayStart) / quarter);
  const span = Math.max(1, Math.ceil((to - dayStart) / quarter) - first);
  return `${columnStarts[first]} ${columnSpans[Math.min(span, columnSpans.length - first) - 1]}`;
}

/** The classes that put a visit starting at `start` (minutes past midnight) for `length` minutes on the board. */
export function visitPlace(start: number, length: number): string {
  const from = Math.min(Math.max(start, dayStart), dayEnd - quarter);
  return quartersPlace(from, Math.min(dayEnd, Math.max(start + length, from + shortestCard)));
}

/** The classes of a stretch of time shaded on the board (off hours, time off), or undefined when none of it is on the board. */
export function stretchPlace(start: number, end: number): string | undefined {
  const from = Math.max(start, dayStart);
  const to = Math.min(end, dayEnd);
  return to > from ? quartersPlace(from, to) : undefined;
}
