import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('GET /api/legal/subprocessors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DPA_SUBPROCESSORS:
          'Scaleway SAS|Hébergement de l’application et de la base de données|France;' +
          'Brevo|Envoi des e-mails transactionnels|France',
      },
    });
  });
  afterAll(() => t?.close());

  it('lists the configured sub-processors to anyone, cacheable for a minute', async () => {
    const response = await t.get('/api/legal/subprocessors');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      success: true,
      subprocessors: [
        {
          nom: 'Scaleway SAS',
          role: 'Hébergement de l’application et de la base de données',
          pays: 'France',
        },
        { nom: 'Brevo', role: 'Envoi des e-mails transactionnels', pays: 'France' },
      ],
      // The list never changed since the environment gave it.
      lastChange: null,
    });
  });

  it('is documented in French in the OpenAPI description', async () => {
    const paths = (await t.get('/api/docs/json')).json().paths;
    expect(paths['/api/legal/subprocessors'].get).toMatchObject({
      summary: 'Sous-traitants ultérieurs (RGPD art. 28)',
      tags: ['informations légales'],
    });
  });
});

describe('GET /api/legal/subprocessors on an instance that sends SMS (issue 35)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DPA_SUBPROCESSORS: 'Scaleway SAS|Hébergement de l’application et de la base de données|France',
        SMS_PROVIDER: 'brevo',
        SMS_API_KEY: 'xkeysib-test',
        SMS_SENDER: 'Creneau',
      },
    });
  });
  afterAll(() => t?.close());

  it('names the SMS provider after the configured list: the DPA and the legal pages read the same', async () => {
    const response = await t.get('/api/legal/subprocessors');
    expect(response.json().subprocessors).toEqual([
      { nom: 'Scaleway SAS', role: 'Hébergement de l’application et de la base de données', pays: 'France' },
      {
        nom: 'Brevo (Sendinblue SAS)',
        role: 'Envoi des SMS de rappel aux clients des professionnels',
        pays: 'France',
      },
    ]);
  });
});
