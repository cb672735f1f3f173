import { describe, expect, it } from 'vitest';
import { initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Funmilayo Adeyemi')).toBe('FA');
    expect(initialsOf('Kemi  Ola Oyewole')).toBe('KO');
  });

  it('leaves out titles and copes with one name', () => {
    expect(initialsOf('Engr. Olumide Adewale')).toBe('OA');
    expect(initialsOf('segun')).toBe('S');
  });
});
