import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

const FORM = {
  nom: 'Cabinet Élodie Brûlé',
  siret: '',
  adresse: '12 rue de la Forêt, 25000 Besançon',
  telephone: '03 81 00 00 00',
  acceptTerms: true,
  acceptDPA: true,
};

describe('DPA on a production instance (issue 15)', () => {
  let t: TestApp;
  let adminToken: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    const admin = await createUser(t.deps, { role: 'admin' });
    adminToken = await t.login(admin.email, admin.password);
    const provider = await createUser(t.deps);
    token = await t.login(provider.email, provider.password);
  });
  afterAll(() => t.close());

  it('refuses to draw up a contract naming placeholder sub-processors, then names the real ones', async () => {
    const refused = await t.post('/api/dpa/generate', FORM, { token });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'DPA_NOT_CONFIGURED',
      message: expect.stringContaining('n’a pas renseigné ses sous-traitants'),
    });

    const configured = await t.put(
      '/api/admin/config',
      {
        subprocessors: [
          {
            name: 'OVHcloud',
            role: 'Hébergement de l’application et de la base de données',
            country: 'France',
          },
          { name: 'Brevo', role: 'Envoi des e-mails transactionnels', country: 'France' },
        ],
      },
      { token: adminToken },
    );
    expect(configured.statusCode, configured.body).toBe(200);
    const drawn = await t.post('/api/dpa/generate', FORM, { token });
    expect(drawn.statusCode).toBe(201);
    const content = drawn.json<{ dpa: { contenu: string } }>().dpa.contenu;
    expect(content).toContain('OVHcloud');
    expect(content).not.toContain('démonstration');
  });
});
