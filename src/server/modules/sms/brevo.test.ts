import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrevoStandIn, startBrevoStandIn } from '../../../test/brevo-stand-in';
import { smsAvailability, smsGatewayOf, type TSmsGateway } from './gateway';

let brevo: BrevoStandIn;
let gateway: TSmsGateway;

beforeAll(async () => {
  brevo = await startBrevoStandIn();
  const found = smsGatewayOf({ ...brevo.env, SMS_PROVIDER: 'brevo', OUTBOUND_ALLOW_PRIVATE: false }, 300);
  if (!found) throw new Error('no gateway');
  gateway = found;
});
afterAll(() => brevo?.close());

describe('Brevo adapter', () => {
  it('has no gateway without the configuration', () => {
    expect(smsGatewayOf({ OUTBOUND_ALLOW_PRIVATE: false })).toBeNull();
    expect(smsAvailability({ OUTBOUND_ALLOW_PRIVATE: false })).toEqual({ available: false, provider: null });
  });

  it('sends the number without its « + », the sender and the transactional type', async () => {
    expect(await gateway.sendSms('+33612345678', 'Rappel', 'sms-1')).toEqual({
      kind: 'sent',
      messageId: '1',
    });
    expect(brevo.calls.at(-1)?.body).toEqual({
      sender: 'Creneau',
      recipient: '33612345678',
      content: 'Rappel',
      type: 'transactional',
      tag: 'sms-1',
    });
  });

  it('reads a 4xx as refused, a 5xx or no answer in time as unknown', async () => {
    brevo.failNext({ status: 402 });
    expect(await gateway.sendSms('+33612345678', 'Rappel', 'sms-2')).toEqual({
      kind: 'refused',
      reason: 'Compte du fournisseur de SMS sans crédit (402)',
    });
    brevo.failNext({ status: 503 });
    expect(await gateway.sendSms('+33612345678', 'Rappel', 'sms-3')).toEqual({ kind: 'unknown' });
    brevo.failNext('hang');
    expect(await gateway.sendSms('+33612345678', 'Rappel', 'sms-4')).toEqual({ kind: 'unknown' });
  });

  it('reads a wrong key as refused, and an unreachable provider as unknown', async () => {
    const wrongKey = smsGatewayOf({
      ...brevo.env,
      SMS_PROVIDER: 'brevo',
      SMS_API_KEY: 'autre',
      OUTBOUND_ALLOW_PRIVATE: false,
    });
    expect(await wrongKey?.sendSms('+33612345678', 'Rappel', 'sms-5')).toMatchObject({ kind: 'refused' });
    const closed = smsGatewayOf({
      ...brevo.env,
      SMS_PROVIDER: 'brevo',
      SMS_API_URL: 'http://127.0.0.1:9',
      OUTBOUND_ALLOW_PRIVATE: false,
    });
    expect(await closed?.sendSms('+33612345678', 'Rappel', 'sms-6')).toEqual({ kind: 'unknown' });
  });
});
