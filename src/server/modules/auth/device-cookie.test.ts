import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie';

const secret = randomBytes(32);

describe('device cookie', () => {
  it('names the device for the account it was issued to, whatever the case of the e-mail', () => {
    const value = issueDeviceCookie(secret, 'Claire@Exemple.fr');
    const deviceId = readDeviceCookie(secret, ' claire@exemple.FR ', value);
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value.startsWith(`${deviceId}.`)).toBe(true);
    expect(value).not.toContain('claire');
  });

  it('gives each login a new device id', () => {
    expect(issueDeviceCookie(secret, 'a@exemple.fr')).not.toBe(issueDeviceCookie(secret, 'a@exemple.fr'));
  });

  it('is worth nothing for another account, with another secret, altered, or malformed', () => {
    const value = issueDeviceCookie(secret, 'a@exemple.fr');
    const [deviceId = '', mac = ''] = value.split('.');
    const altered = `${deviceId}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(readDeviceCookie(secret, 'b@exemple.fr', value)).toBeUndefined();
    expect(readDeviceCookie(randomBytes(32), 'a@exemple.fr', value)).toBeUndefined();
    expect(readDeviceCookie(secret, 'a@exemple.fr', altered)).toBeUndefined();
    for (const bad of [undefined, '', 'x', `${value}.x`, `${deviceId}.`, value.replace('.', '')]) {
      expect(readDeviceCookie(secret, 'a@exemple.fr', bad)).toBeUndefined();
    }
  });
});
