import { weekdays, type WorkingDay } from '../../../contracts/staff';

/** A working week as the forms edit it: each day worked or not, and its hours. */
export type DayDraft = { works: boolean; start: string; end: string };
export type WeekDraft = Record<number, DayDraft>;

export function weekDraftOf(hours: WorkingDay[]): WeekDraft {
  return Object.fromEntries(
    weekdays.map(({ day }) => {
      const working = hours.find((entry) => entry.day === day);
      return [day, { works: working !== undefined, start: working?.start ?? '08:00', end: working?.end ?? '17:00' }];
    }),
  );
}

export function workingHoursOf(week: WeekDraft): WorkingDay[] {
  return weekdays.filter(({ day }) => week[day]?.works).map(({ day }) => ({ day, start: week[day]?.start ?? '08:00', end: week[day]?.end ?? '17:00' }));
}

/** The days and hours of a week: the office's form and the technician's request share it. */
export function WeekFields({ week, onChange }: { week: WeekDraft; onChange: (week: WeekDraft) => void }) {
  const setDay = (day: number, change: Partial<DayDraft>) => onChange({ ...week, [day]: { ...(week[day] as DayDraft), ...change } });
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">Working days and hours</legend>
      <div className="mt-2 grid gap-2">
        {weekdays.map(({ day, name }) => {
          const draft = week[day] as DayDraft;
          return (
            <div key={day} className="flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 w-32 items-center gap-2 text-sm">
                <input type="checkbox" className="size-5" checked={draft.works} onChange={(event) => setDay(day, { works: event.target.checked })} />
                {name}
              </label>
              <label className="flex items-center gap-1 text-sm">
                From
                <input
                  type="time"
                  className="min-h-11 rounded border border-grey-300 px-2"
                  disabled={!draft.works}
                  value={draft.start}
                  onChange={(event) => setDay(day, { start: event.target.value })}
                />
              </label>
              <label className="flex items-center gap-1 text-sm">
                to
                <input type="time" className="min-h-11 rounded border border-grey-300 px-2" disabled={!draft.works} value={draft.end} onChange={(event) => setDay(day, { end: event.target.value })} />
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A week in a line: 'Mon 08:00-17:00, Tue ...'. */
export function weekSummary(hours: WorkingDay[]): string {
  return hours.map((entry) => `${weekdays[entry.day - 1]?.short ?? ''} ${entry.start}-${entry.end}`).join(', ') || 'No working days';
}
