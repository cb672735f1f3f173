// Part of `npm run bench:scale`: the budgets of issue 16 checked against the figures, and the generated
// section of BENCHMARKS.md written from them.
import type { LighthouseFigures, LighthousePageResult } from './bench-lighthouse';
import type { DatabaseKind } from './bench-scale-fixtures';
import type { RowCounts } from './bench-scale-fill';
import type { PairedFigures, StreamResult, Timing } from './bench-scale-measure';
import { boardWeekP95Ms } from './bench-scale-calls';

export const scaleBudgets = {
  /** A page of 50 at the larger size on PostgreSQL, p95. */
  pageP95Ms: 50,
  /** A page's median at the larger size over the smaller's: cost must not grow with the table. */
  growthRatio: 1.5,
  /** The server's resident memory above idle while a whole list or an export streams, at any size. */
  streamGrowthMB: 64,
  /** An admin page's first load on a phone at the larger size against the smaller: unchanged within these. */
  lighthouse: { performancePoints: 3, lcpShare: 0.1, lcpMs: 100, tbtMs: 50, cls: 0.01, bytesShare: 0.1, bytes: 10 * 1024 },
};

export type SizeFacts = { counts: RowCounts; fillSeconds: number | null };
export type LighthousePair = { path: string; small: LighthousePageResult; large: LighthousePageResult };

export type DatabaseFigures = {
  kind: DatabaseKind;
  sizes: { small: SizeFacts; large: SizeFacts };
  paired: PairedFigures[];
  streams: StreamResult[];
  lighthouse: LighthousePair[] | null;
};

export type ScaleReport = {
  generatedAt: string;
  durationSeconds: number;
  machine: { cores: number; cpu: string; memoryGiB: number; node: string; postgres: string | null; loadAverages: number[] };
  git: { commit: string; uncommittedChanges: boolean };
  settings: { callRuns: number; warmups: number; streamRuns: number; lighthouseRuns: number; pageSize: number; pagesFollowed: number };
  databases: DatabaseFigures[];
  notes: string[];
  failures: string[];
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? megabytes(bytes) : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (value: number) => (Number.isFinite(value) ? (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`) : 'n/a');
const ratioOf = (figures: PairedFigures) => figures.large.medianMs / figures.small.medianMs;
const thousands = (value: number) => value.toLocaleString('en-GB');

/**
 * How many times more rows the larger size answers: 1 for a full page at both sizes; more for a search whose
 * matches are fewer than a page and grow with the years (a full name shared by 7 bookings in a half-year and
 * 32 in five). Such an answer may cost that many times more, its cost per row still held to the growth budget.
 */
function answerGrowthOf(figures: PairedFigures): number {
  const small = figures.small.rows ?? 0;
  const large = figures.large.rows ?? 0;
  return small > 0 && large > small ? large / small : 1;
}

/** Why one page or summary row misses its budgets (none: it passes); errors count even where no budget applies. */
export function pairedMisses(kind: DatabaseKind, figures: PairedFigures): string[] {
  const misses: string[] = [];
  for (const [size, timing] of [
    ['smaller', figures.small],
    ['larger', figures.large],
  ] as const) {
    if (timing.errors.length > 0) misses.push(`errors at the ${size} size: ${timing.errors.join('; ')}`);
    if (timing.runs === 0) misses.push(`not measured at the ${size} size`);
  }
  if (figures.call.unbudgeted) return misses;
  const p95Budget = figures.call.p95BudgetMs ?? scaleBudgets.pageP95Ms;
  if (kind === 'postgres' && figures.large.p95Ms > p95Budget) misses.push(`p95 ${ms(figures.large.p95Ms)} at the larger size (budget ${p95Budget} ms)`);
  const allowed = scaleBudgets.growthRatio * answerGrowthOf(figures);
  if (ratioOf(figures) > allowed) misses.push(`${ratioOf(figures).toFixed(2)}× the smaller size's median (budget ${allowed.toFixed(2)}×)`);
  return misses;
}

export function streamMisses(result: StreamResult): string[] {
  const misses = result.figures.errors.map((error) => `error: ${error}`);
  if (result.figures.growthBytes > scaleBudgets.streamGrowthMB * 1024 * 1024) misses.push(`memory ${megabytes(result.figures.growthBytes)} above idle (budget ${scaleBudgets.streamGrowthMB} MB)`);
  return misses;
}

/** How the larger shop's first load differs from the smaller's beyond the tolerances. */
export function lighthouseMisses(pair: LighthousePair): string[] {
  const tolerance = scaleBudgets.lighthouse;
  const broken = [pair.small, pair.large].filter((result) => result.runs.length === 0).map((result) => `no run completed (${result.errors.join('; ').slice(0, 200)})`);
  if (broken.length > 0) return broken;
  const small = pair.small.median;
  const large = pair.large.median;
  const misses: string[] = [];
  const value = (figures: LighthouseFigures, name: keyof LighthouseFigures) => figures[name] ?? Number.NaN;
  if (value(large, 'performance') < value(small, 'performance') - tolerance.performancePoints) misses.push(`performance ${large.performance} (smaller shop ${small.performance})`);
  if (value(large, 'lcpMs') > value(small, 'lcpMs') * (1 + tolerance.lcpShare) + tolerance.lcpMs) misses.push(`LCP ${ms(value(large, 'lcpMs'))} (smaller shop ${ms(value(small, 'lcpMs'))})`);
  if (value(large, 'tbtMs') > value(small, 'tbtMs') + tolerance.tbtMs) misses.push(`TBT ${ms(value(large, 'tbtMs'))} (smaller shop ${ms(value(small, 'tbtMs'))})`);
  if (value(large, 'cls') > value(small, 'cls') + tolerance.cls) misses.push(`CLS ${value(large, 'cls').toFixed(3)} (smaller shop ${value(small, 'cls').toFixed(3)})`);
  if (value(large, 'totalBytes') > value(small, 'totalBytes') * (1 + tolerance.bytesShare) + tolerance.bytes)
    misses.push(`${kilobytes(value(large, 'totalBytes'))} transferred (smaller shop ${kilobytes(value(small, 'totalBytes'))})`);
  return misses;
}

/** Every budget missed, one line each. */
export function failuresOf(databases: DatabaseFigures[]): string[] {
  return databases.flatMap((database) => [
    ...database.paired.flatMap((figures) => pairedMisses(database.kind, figures).map((miss) => `${database.kind}: ${figures.call.area}, ${figures.call.name}: ${miss}`)),
    ...database.streams.flatMap((result) => streamMisses(result).map((miss) => `${database.kind} ${result.size}: ${result.call.area}, ${result.call.name}: ${miss}`)),
    ...(database.lighthouse ?? []).flatMap((pair) => lighthouseMisses(pair).map((miss) => `${database.kind}: Lighthouse ${pair.path}: ${miss}`)),
  ]);
}

function table(header: string[], rows: string[][]): string[] {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)];
}

const verdict = (misses: string[], unbudgeted?: string) => (misses.length > 0 ? `**FAIL**: ${misses.join('; ')}` : unbudgeted ? `info (${unbudgeted})` : 'pass');

function sizeRows(databases: DatabaseFigures[]): string[][] {
  return databases.flatMap((database) =>
    (['small', 'large'] as const).map((size) => {
      const { counts, fillSeconds } = database.sizes[size];
      return [
        database.kind,
        size === 'small' ? 'smaller' : 'larger',
        thousands(counts.customers),
        thousands(counts.products),
        thousands(counts.orders),
        thousands(counts.orderLines),
        thousands(counts.bookings),
        thousands(counts.messages),
        fillSeconds === null ? 'reused' : `${Math.round(fillSeconds)} s`,
      ];
    }),
  );
}

const timingCells = (timing: Timing) => [ms(timing.medianMs), ms(timing.p95Ms)];

function pairedTable(database: DatabaseFigures): string[] {
  return table(
    ['area', 'call', 'smaller: median', 'p95', 'larger: median', 'p95', 'ratio', 'rows', 'bytes (gzip) smaller / larger', 'result'],
    database.paired.map((figures) => [
      figures.call.area,
      figures.call.name,
      ...timingCells(figures.small),
      ...timingCells(figures.large),
      `${ratioOf(figures).toFixed(2)}×`,
      `${figures.small.rows ?? '-'} / ${figures.large.rows ?? '-'}`,
      `${kilobytes(figures.small.wireBytes)} / ${kilobytes(figures.large.wireBytes)}`,
      verdict(pairedMisses(database.kind, figures), figures.call.unbudgeted),
    ]),
  );
}

function streamTable(database: DatabaseFigures): string[] {
  return table(
    ['area', 'call', 'size', 'median', 'p95', 'bytes (gzip)', 'bytes', 'CSV lines', 'server idle', 'just before', 'server peak', 'above idle', 'result'],
    database.streams.map((result) => [
      result.call.area,
      result.call.name,
      result.size === 'small' ? 'smaller' : 'larger',
      ...timingCells(result.figures),
      kilobytes(result.figures.wireBytes),
      kilobytes(result.figures.bytes),
      result.call.kind === 'export' ? thousands(result.figures.lines) : '-',
      megabytes(result.figures.idleBytes),
      megabytes(result.figures.beforeBytes),
      megabytes(result.figures.peakBytes),
      megabytes(result.figures.growthBytes),
      verdict(streamMisses(result)),
    ]),
  );
}

function lighthouseTable(pairs: LighthousePair[]): string[] {
  const cells = (figures: LighthouseFigures) => [
    String(figures.performance ?? 'n/a'),
    ms(figures.lcpMs ?? Number.NaN),
    ms(figures.tbtMs ?? Number.NaN),
    (figures.cls ?? Number.NaN).toFixed(3),
    kilobytes(figures.totalBytes ?? 0),
  ];
  return table(
    ['page', 'smaller: perf', 'LCP', 'TBT', 'CLS', 'transferred', 'larger: perf', 'LCP', 'TBT', 'CLS', 'transferred', 'result'],
    pairs.map((pair) => [pair.path, ...cells(pair.small.median), ...cells(pair.large.median), verdict(lighthouseMisses(pair))]),
  );
}

export function renderScaleMarkdown(report: ScaleReport): string {
  const { machine, git, settings } = report;
  const budgets = scaleBudgets;
  const tolerance = budgets.lighthouse;
  return [
    '## Scale (`npm run bench:scale`)',
    '',
    '<!-- Generated by scripts/bench-scale.ts: everything between the bench-scale markers is replaced on each run. Full figures: benchmarks/scale-report.json. -->',
    '',
    `Measured ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC in ${Math.round(report.durationSeconds / 60)} min on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}${machine.postgres ? `, PostgreSQL ${machine.postgres}` : ''}; commit ${git.commit.slice(0, 7)}${git.uncommittedChanges ? ' with uncommitted changes' : ''}. The machine's load average (1 min) was ${machine.loadAverages.map((load) => load.toFixed(1)).join(', ')} at the start and after each database: other work shares its cores, and a p95 carries it.`,
    `The real server (\`server/main.ts\`, one process per size, both running) answers a signed-in admin (and customer) over loopback, gzip asked for as a browser does; times are to the last byte. Each page and summary call: ${settings.warmups} untimed then ${settings.callRuns} timed calls per size, the two sizes in turns. Whole lists and exports: ${settings.streamRuns} calls per size, the server's peak resident memory (VmRSS sampled every 10 ms, and VmHWM reset before each call) against its memory at rest after serving the pages ("idle"); "just before" is lower when V8 handed memory back between calls, which it takes again at the next burst of work of any size. KB = 1024 bytes.`,
    '',
    `Budgets: no error at either size; a page of ${settings.pageSize} (and each count and the dashboard) within ${budgets.pageP95Ms} ms p95 at the larger size on PostgreSQL (the schedule board of a week, 30 technicians and every visit of the week, within ${boardWeekP95Ms} ms), and its median at the larger size within ${budgets.growthRatio}× the smaller's (times the growth of its answer where a search finds more matches among more years: its cost per row held to the same budget); whole lists and exports within ${budgets.streamGrowthMB} MB of idle memory at any size; the admin pages' first load on a phone (Lighthouse mobile, median of ${settings.lighthouseRuns}) unchanged at the larger size: performance within ${tolerance.performancePoints} points, LCP within ${tolerance.lcpShare * 100}% + ${tolerance.lcpMs} ms, TBT within ${tolerance.tbtMs} ms, CLS within ${tolerance.cls}, bytes within ${tolerance.bytesShare * 100}% + ${tolerance.bytes / 1024} KB.`,
    '',
    report.failures.length === 0 ? '**All budgets met.**' : `**${report.failures.length} budget checks failed** (marked **FAIL** below).`,
    '',
    '### Sizes',
    '',
    "Generated in SQL (generate_series): the larger size is five years of trade, the smaller the same company's last half-year at the same daily pace, so that a day's visits and a month's sales are alike and only the years behind them differ. Most bookings are completed or cancelled in the past, a few pending today and over the next two weeks; most orders paid and delivered, those of the last two weeks on their way, 14% unpaid; most messages handled. A database already filled by the same generator is used again (\"reused\").",
    '',
    ...table(['database', 'size', 'customers', 'products', 'orders', 'order lines', 'bookings', 'messages', 'filled in'], sizeRows(report.databases)),
    '',
    ...report.notes.map((note) => `- ${note}`),
    ...(report.notes.length > 0 ? [''] : []),
    ...report.databases.flatMap((database) => [
      `### ${database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'}: pages, searches, counts and the dashboard`,
      '',
      ...pairedTable(database),
      '',
      `### ${database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'}: whole lists (no \`limit\`) and exports`,
      '',
      ...streamTable(database),
      '',
      ...(database.lighthouse
        ? [
            `### ${database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded database'}: admin pages' first load on a phone (Lighthouse mobile, signed in)`,
            '',
            ...lighthouseTable(database.lighthouse),
            '',
          ]
        : []),
    ]),
  ].join('\n');
}
