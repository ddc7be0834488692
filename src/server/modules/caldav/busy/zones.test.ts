import { describe, expect, it } from 'vitest';
import { resolveZoneName } from './zones';

describe('resolveZoneName', () => {
  it.each([
    ['Europe/Paris', 'Europe/Paris'],
    ['America/Martinique', 'America/Martinique'],
    ['Romance Standard Time', 'Europe/Paris'],
    ['ROMANCE STANDARD TIME', 'Europe/Paris'],
    ['W. Europe Standard Time', 'Europe/Berlin'],
    ['GMT Standard Time', 'Europe/London'],
    ['UTC', 'UTC'],
    ['SA Western Standard Time', 'America/Martinique'],
    ['/mozilla.org/20050126_1/Europe/Paris', 'Europe/Paris'],
    [
      '/freeassociation.sourceforge.net/Tzfile/America/Argentina/Buenos_Aires',
      'America/Argentina/Buenos_Aires',
    ],
    ['Customized Time Zone', 'Indian/Reunion'],
    ['', 'Indian/Reunion'],
  ])('%s is read as %s', (tzid, zone) => {
    expect(resolveZoneName(tzid, 'Indian/Reunion')).toBe(zone);
  });
});
