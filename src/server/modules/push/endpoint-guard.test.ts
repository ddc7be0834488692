import { describe, expect, it } from 'vitest';
import { checkEndpoint, checkEndpointUrl, PushEndpointRefused } from './endpoint-guard';

const guarded = { PUSH_ALLOW_INSECURE: false, OUTBOUND_ALLOW_PRIVATE: false };
const resolvesTo = (address: string) => async () => [{ address, family: address.includes(':') ? 6 : 4 }];

describe('push endpoint rule', () => {
  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'ftp://fcm.googleapis.com/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'pas une adresse',
  ])('refuses %s', (endpoint) => {
    expect(() => checkEndpointUrl(endpoint, false)).toThrow(PushEndpointRefused);
  });

  it('accepts https on port 443, with or without :443', () => {
    expect(checkEndpointUrl('https://fcm.googleapis.com/fcm/send/abc', false).hostname).toBe(
      'fcm.googleapis.com',
    );
    expect(
      checkEndpointUrl('https://updates.push.services.mozilla.com:443/wpush/v2/x', false),
    ).toBeInstanceOf(URL);
  });

  it('PUSH_ALLOW_INSECURE lets http through, on any port, and nothing else', () => {
    expect(checkEndpointUrl('http://push.example.com:9000/push', true).port).toBe('9000');
    expect(() => checkEndpointUrl('file:///etc/passwd', true)).toThrow(PushEndpointRefused);
    expect(() => checkEndpointUrl('http://user:pw@push.example.com/push', true)).toThrow(PushEndpointRefused);
  });
});

describe('push endpoint at subscription', () => {
  it.each(['https://127.0.0.1/x', 'https://[::1]/x', 'https://[::ffff:10.0.0.1]/x'])(
    'refuses the literal private address %s',
    async (endpoint) => {
      await expect(checkEndpoint(guarded, endpoint, resolvesTo('142.250.74.106'))).rejects.toThrow(
        PushEndpointRefused,
      );
    },
  );

  it('refuses a host that resolves to a private address, or does not resolve', async () => {
    await expect(
      checkEndpoint(guarded, 'https://push.example.com/x', resolvesTo('10.0.0.1')),
    ).rejects.toThrow(PushEndpointRefused);
    await expect(
      checkEndpoint(guarded, 'https://push.example.com/x', resolvesTo('::ffff:192.168.0.1')),
    ).rejects.toThrow(PushEndpointRefused);
    const fails = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkEndpoint(guarded, 'https://push.example.com/x', fails)).rejects.toThrow(
      PushEndpointRefused,
    );
    await expect(
      checkEndpoint(guarded, 'https://push.example.com/x', resolvesTo('142.250.74.106')),
    ).resolves.toBeUndefined();
  });

  it('PUSH_ALLOW_INSECURE alone does not open private addresses; OUTBOUND_ALLOW_PRIVATE does', async () => {
    const httpOnly = { PUSH_ALLOW_INSECURE: true, OUTBOUND_ALLOW_PRIVATE: false };
    await expect(checkEndpoint(httpOnly, 'http://127.0.0.1:9000/push')).rejects.toThrow(PushEndpointRefused);
    await expect(
      checkEndpoint(
        { PUSH_ALLOW_INSECURE: true, OUTBOUND_ALLOW_PRIVATE: true },
        'http://127.0.0.1:9000/push',
      ),
    ).resolves.toBeUndefined();
    await expect(
      checkEndpoint(
        { PUSH_ALLOW_INSECURE: false, OUTBOUND_ALLOW_PRIVATE: true },
        'http://127.0.0.1:9000/push',
      ),
    ).rejects.toThrow(PushEndpointRefused);
  });
});
