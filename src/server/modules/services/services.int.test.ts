import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { bookings, services } from '../../db/schema';

describe('services API', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: string;

  function send(method: 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.deps, { name: 'Alice Martin' });
    const b = await createUser(t.deps, { name: 'Bruno Petit' });
    aliceId = a.id;
    alice = await t.login(a.email, a.password);
    bob = await t.login(b.email, b.password);
  });
  afterAll(() => t.close());

  const haircut = { name: 'Coupe femme', durationMinutes: 45, priceCents: 3500 };

  it('creates a service with defaults and lists it', async () => {
    const created = await t.post('/api/services', haircut, { token: alice });
    expect(created.statusCode).toBe(201);
    const { service } = created.json();
    expect(service).toEqual({
      id: expect.any(String),
      name: 'Coupe femme',
      description: '',
      durationMinutes: 45,
      priceCents: 3500,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      active: true,
      questions: [],
      capacity: 1,
      phoneRequired: false,
      location: { type: 'in_person' },
      payment: { mode: 'none' },
      createdAt: expect.any(String),
    });
    const list = await t.get('/api/services', { token: alice });
    expect(list.json()).toEqual({ success: true, services: [service] });
  });

  it('refuses invalid input naming the field, in French', async () => {
    const tooShort = await t.post('/api/services', { ...haircut, durationMinutes: 2 }, { token: alice });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({
      field: 'durationMinutes',
      message: 'Durée minimale : 5 minutes',
    });
    const noName = await t.post('/api/services', { ...haircut, name: '  ' }, { token: alice });
    expect(noName.json()).toMatchObject({ field: 'name', message: 'Le nom de la prestation est requis' });
    const negative = await t.post('/api/services', { ...haircut, priceCents: -1 }, { token: alice });
    expect(negative.json()).toMatchObject({
      field: 'priceCents',
      message: 'Le prix ne peut pas être négatif',
    });
  });

  describe('questions, seats, phone rule and place (issue 32)', () => {
    const questions = [
      { id: 'q1', label: 'Allergies ?', type: 'text', required: true },
      { id: 'q2', label: 'Formule', type: 'choice', required: false, options: ['Courte', 'Longue'] },
    ];
    const video = { type: 'video', videoBaseUrl: 'https://visio.exemple.fr/' };

    async function countServices() {
      return (await t.deps.database.db.select().from(services).where(eq(services.providerId, aliceId)))
        .length;
    }

    it('creates a service with them, returns and lists them, and patches them', async () => {
      const created = await t.post(
        '/api/services',
        { ...haircut, name: 'Bilan', questions, capacity: 4, phoneRequired: true, location: video },
        { token: alice },
      );
      expect(created.statusCode).toBe(201);
      const { service } = created.json();
      expect(service).toMatchObject({ questions, capacity: 4, phoneRequired: true, location: video });
      const listed = (await t.get('/api/services', { token: alice })).json().services;
      expect(listed.find((s: { id: string }) => s.id === service.id)).toEqual(service);

      const patched = await send('PATCH', `/api/services/${service.id}`, alice, {
        questions: [questions[0]],
        location: { type: 'phone', videoBaseUrl: 'https://oublie.exemple.fr/' },
        phoneRequired: false,
      });
      expect(patched.statusCode).toBe(200);
      // Only a video place keeps a base.
      expect(patched.json().service).toEqual({
        ...service,
        questions: [questions[0]],
        location: { type: 'phone' },
        phoneRequired: false,
      });
      const [row] = await t.deps.database.db.select().from(services).where(eq(services.id, service.id));
      expect(row).toMatchObject({ questions: [questions[0]], location: { type: 'phone' }, capacity: 4 });
    });

    it('refuses 11 questions, a choice without options and seats out of 1-100, naming the field; nothing saved', async () => {
      const before = await countServices();
      const eleven = Array.from({ length: 11 }, (_, i) => ({
        id: `q${i}`,
        label: `Question ${i}`,
        type: 'text',
      }));
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ questions: eleven }, 'questions', 'Au plus 10 questions par prestation'],
        [
          { questions: [{ id: 'c', label: 'Formule', type: 'multichoice', options: [] }] },
          'questions.0.options',
          'Ajoutez au moins un choix',
        ],
        [{ capacity: 0 }, 'capacity', 'Au moins 1 place'],
        [{ capacity: 101 }, 'capacity', 'Au plus 100 places'],
        [
          { location: { type: 'video', videoBaseUrl: 'http://visio.exemple.fr' } },
          'location.videoBaseUrl',
          "L'adresse de visio doit commencer par https://",
        ],
      ];
      for (const [fields, field, message] of cases) {
        const response = await t.post('/api/services', { ...haircut, ...fields }, { token: alice });
        expect(response.statusCode, field).toBe(400);
        expect(response.json()).toMatchObject({ success: false, field, message });
      }
      expect(await countServices()).toBe(before);

      const { service } = (
        await t.post('/api/services', { ...haircut, name: 'Témoin' }, { token: alice })
      ).json();
      for (const [fields, field] of cases) {
        const response = await send('PATCH', `/api/services/${service.id}`, alice, fields);
        expect(response.statusCode).toBe(400);
        expect(response.json().field).toBe(field);
      }
      const [row] = await t.deps.database.db.select().from(services).where(eq(services.id, service.id));
      expect(row).toMatchObject({ questions: [], capacity: 1, location: { type: 'in_person' } });
    });
  });

  it('patches only the fields sent', async () => {
    const { service } = (
      await t.post(
        '/api/services',
        { ...haircut, name: 'Brushing', description: 'Cheveux longs', bufferAfterMinutes: 10, active: false },
        { token: alice },
      )
    ).json();
    const patched = await send('PATCH', `/api/services/${service.id}`, alice, { priceCents: 4000 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().service).toEqual({ ...service, priceCents: 4000 });
    const invalid = await send('PATCH', `/api/services/${service.id}`, alice, { bufferBeforeMinutes: 500 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().field).toBe('bufferBeforeMinutes');
  });

  it("hides a provider's services from another provider (404, never 403)", async () => {
    const { service } = (await t.post('/api/services', haircut, { token: alice })).json();
    for (const response of [
      await send('PATCH', `/api/services/${service.id}`, bob, { name: 'Volé' }),
      await send('DELETE', `/api/services/${service.id}`, bob),
      await send('PATCH', `/api/services/${randomUUID()}`, bob, { name: 'X' }),
      await send('DELETE', '/api/services/pas-un-uuid', bob),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Prestation introuvable' });
    }
    expect((await t.get('/api/services', { token: bob })).json().services).toEqual([]);
    const [row] = await t.deps.database.db.select().from(services).where(eq(services.id, service.id));
    expect(row?.name).toBe('Coupe femme');
  });

  it('deletes a service without bookings and archives one with bookings', async () => {
    const db = t.deps.database.db;
    const free = (
      await t.post('/api/services', { ...haircut, name: 'Sans rendez-vous' }, { token: alice })
    ).json();
    const used = (
      await t.post('/api/services', { ...haircut, name: 'Avec rendez-vous' }, { token: alice })
    ).json();
    await db.insert(bookings).values({
      providerId: aliceId,
      serviceId: used.service.id,
      startAt: new Date('2030-01-07T09:00:00Z'),
      endAt: new Date('2030-01-07T09:45:00Z'),
      blockedFrom: new Date('2030-01-07T09:00:00Z'),
      blockedTo: new Date('2030-01-07T09:45:00Z'),
      timezone: 'Europe/Paris',
      source: 'manual',
      clientName: 'Client',
      manageTokenHash: randomUUID(),
    });

    expect((await send('DELETE', `/api/services/${free.service.id}`, alice)).json()).toEqual({
      success: true,
    });
    expect(await db.select().from(services).where(eq(services.id, free.service.id))).toEqual([]);

    expect((await send('DELETE', `/api/services/${used.service.id}`, alice)).statusCode).toBe(200);
    const [archived] = await db.select().from(services).where(eq(services.id, used.service.id));
    expect(archived).toMatchObject({ active: false, archivedAt: expect.any(Date) });
    const names = (await t.get('/api/services', { token: alice }))
      .json()
      .services.map((s: { name: string }) => s.name);
    expect(names).not.toContain('Avec rendez-vous');
    // Archived: gone for the provider too.
    expect(
      (await send('PATCH', `/api/services/${used.service.id}`, alice, { active: true })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/services/${used.service.id}`, alice)).statusCode).toBe(404);
  });

  it('needs a provider account: 401 for a guest, 403 for an administrator', async () => {
    expect((await t.get('/api/services')).statusCode).toBe(401);
    const guestPost = await t.post('/api/services', { name: '' });
    expect(guestPost.statusCode).toBe(401);
    expect(guestPost.json().message).toBe('Authentification requise');
    const admin = await createUser(t.deps, { role: 'admin' });
    const adminToken = await t.login(admin.email, admin.password);
    const forbidden = await t.get('/api/services', { token: adminToken });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Accès refusé');
  });
});
