import { describe, expect, it } from 'vitest';
import { checkEndpoint, checkEndpointUrl, isForbiddenAddress, PushEndpointRefused } from './endpoint-guard';

describe('push endpoint guard (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.20.1.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a00:1',
    '64:ff9b::10.0.0.1',
    'not-an-address',
  ])('forbids %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['142.250.74.106', '8.8.8.8', '2a00:1450:4007:80e::200a', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'ftp://fcm.googleapis.com/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://localhost/x',
    'https://intranet/x',
    'pas une adresse',
  ])('refuses %s', (endpoint) => {
    expect(() => checkEndpointUrl(endpoint, false)).toThrow(PushEndpointRefused);
  });

  it('accepts a public https address, with or without :443', () => {
    expect(checkEndpointUrl('https://fcm.googleapis.com/fcm/send/abc', false).hostname).toBe(
      'fcm.googleapis.com',
    );
    expect(
      checkEndpointUrl('https://updates.push.services.mozilla.com:443/wpush/v2/x', false),
    ).toBeInstanceOf(URL);
  });

  it('refuses a host that resolves to a private address, or does not resolve', async () => {
    const resolvesTo = (address: string) => async () => [{ address, family: address.includes(':') ? 6 : 4 }];
    await expect(checkEndpoint('https://push.example.com/x', false, resolvesTo('10.0.0.1'))).rejects.toThrow(
      PushEndpointRefused,
    );
    await expect(
      checkEndpoint('https://push.example.com/x', false, resolvesTo('::ffff:192.168.0.1')),
    ).rejects.toThrow(PushEndpointRefused);
    const fails = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkEndpoint('https://push.example.com/x', false, fails)).rejects.toThrow(
      PushEndpointRefused,
    );
    await expect(
      checkEndpoint('https://push.example.com/x', false, resolvesTo('142.250.74.106')),
    ).resolves.toBeUndefined();
  });

  it('lets http and local addresses through only with PUSH_ALLOW_INSECURE', async () => {
    await expect(checkEndpoint('http://127.0.0.1:9000/push', true)).resolves.toBeUndefined();
    await expect(checkEndpoint('http://127.0.0.1:9000/push', false)).rejects.toThrow(PushEndpointRefused);
    expect(() => checkEndpointUrl('file:///etc/passwd', true)).toThrow(PushEndpointRefused);
  });
});
