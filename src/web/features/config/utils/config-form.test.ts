import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../shared/schemas/provider-setup';
import { defaultsToForm, formFieldFor, formToDefaults, parseCountries } from './config-form';

describe('formFieldFor', () => {
  const fields = ['registrationCountries', 'testimonials.*.text', 'seller.siren'];

  it('places an error on the field its path names, row index included', () => {
    expect(formFieldFor('testimonials.3.text', fields)).toBe('testimonials.3.text');
    expect(formFieldFor('seller.siren', fields)).toBe('seller.siren');
  });

  it('places an error on one item of a typed list on the list’s field', () => {
    expect(formFieldFor('registrationCountries.2', fields)).toBe('registrationCountries');
  });

  it('leaves to the section what no field shows', () => {
    expect(formFieldFor('testimonials', fields)).toBeUndefined();
    expect(formFieldFor('seller.name', fields)).toBeUndefined();
    expect(formFieldFor(undefined, fields)).toBeUndefined();
  });
});

describe('provider defaults form', () => {
  it('round-trips the settings, reminders typed in hours', () => {
    const settings = { ...DEFAULT_SETTINGS, reminderOffsetsMinutes: [2880, 90] };
    const form = defaultsToForm(settings);
    expect(form.reminderOffsetsMinutes).toBe('48, 1.5');
    expect(formToDefaults(form)).toEqual(settings);
  });

  it('sends what is not a whole number as NaN, for the server to name the field', () => {
    const form = { ...defaultsToForm(DEFAULT_SETTINGS), maxAdvanceDays: '60 jours' };
    expect(formToDefaults(form).maxAdvanceDays).toBeNaN();
  });
});

describe('parseCountries', () => {
  it('reads codes separated by commas, semicolons or spaces, in upper case', () => {
    expect(parseCountries(' fr, BE ;de  lu')).toEqual(['FR', 'BE', 'DE', 'LU']);
    expect(parseCountries('')).toEqual([]);
  });
});
