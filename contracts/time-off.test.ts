import { describe, expect, it } from 'vitest';
import { defaultWorkingHours } from './staff';
import { awayStretches, standingOf } from './time-off';

const ade = { id: 'ade', services: ['Automation'], workingHours: defaultWorkingHours };
const monday = '2099-01-05';
const nothing = { visits: [], timeOff: [], holidays: [] };
const at = (hour: number, minutes = 120, service = 'Automation') => ({ day: monday, start: hour * 60, minutes, service });

describe('who can take a visit when (the board, the move form and the server share it)', () => {
  it('is free inside the working day, off when the visit would run past its end or on a day not worked', () => {
    expect(standingOf(ade, at(15), nothing)).toBe('free');
    expect(standingOf(ade, at(16), nothing)).toBe('off');
    expect(standingOf(ade, { ...at(10), day: '2099-01-04' }, nothing)).toBe('off');
  });

  it('does not do a service they lack, but anyone may be sent for Other', () => {
    expect(standingOf(ade, at(10, 60, 'Rewinding'), nothing)).toBe('cannot');
    expect(standingOf(ade, at(10, 60, 'Other'), nothing)).toBe('free');
  });

  it('is off in time off (whole days and part of a day) and on holidays, and busy only with a visit that day', () => {
    const training = { technicianId: 'ade', from: monday, to: monday, start: '12:00', end: '14:00' };
    expect(standingOf(ade, at(11), { ...nothing, timeOff: [training] })).toBe('off');
    expect(standingOf(ade, at(14), { ...nothing, timeOff: [training] })).toBe('free');
    expect(standingOf(ade, at(9), { ...nothing, timeOff: [{ ...training, from: '2099-01-01', to: '2099-01-09', start: '', end: '' }] })).toBe('off');
    expect(standingOf(ade, at(9), { ...nothing, holidays: [{ date: monday, name: 'Holiday' }] })).toBe('off');
    const visit = { id: 'v1', technicianId: 'ade', date: monday, time: '10:00', durationMinutes: 60 };
    expect(standingOf(ade, at(9), { ...nothing, visits: [visit] })).toBe('busy');
    expect(standingOf(ade, at(9), { ...nothing, visits: [{ ...visit, date: '2099-01-06' }] })).toBe('free');
    expect(standingOf(ade, { ...at(9), exceptVisit: 'v1' }, { ...nothing, visits: [visit] })).toBe('free');
  });

  it('names the stretches a technician is away, for the board to shade', () => {
    expect(awayStretches('ade', monday, [{ technicianId: 'bola', from: monday, to: monday, start: '', end: '' }], [])).toEqual([]);
    expect(awayStretches('ade', monday, [{ technicianId: 'ade', from: monday, to: monday, start: '12:00', end: '14:00' }], [])).toEqual([{ start: 720, end: 840 }]);
  });
});
