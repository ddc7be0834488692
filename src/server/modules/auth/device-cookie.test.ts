import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie';

const secret = randomBytes(32);
const userId = randomUUID();

describe('device cookie', () => {
  it('names the device for the account it was issued to, without showing the account', () => {
    const value = issueDeviceCookie(secret, userId);
    const deviceId = readDeviceCookie(secret, userId, value);
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value.startsWith(`${deviceId}.`)).toBe(true);
    expect(value).not.toContain(userId);
  });

  it('gives each login a new device id', () => {
    expect(issueDeviceCookie(secret, userId)).not.toBe(issueDeviceCookie(secret, userId));
  });

  it('is worth nothing for another account, with another secret, altered, or malformed', () => {
    const value = issueDeviceCookie(secret, userId);
    const [deviceId = '', mac = ''] = value.split('.');
    const altered = `${deviceId}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(readDeviceCookie(secret, randomUUID(), value)).toBeUndefined();
    expect(readDeviceCookie(randomBytes(32), userId, value)).toBeUndefined();
    expect(readDeviceCookie(secret, userId, altered)).toBeUndefined();
    for (const bad of [undefined, '', 'x', `${value}.x`, `${deviceId}.`, value.replace('.', '')]) {
      expect(readDeviceCookie(secret, userId, bad)).toBeUndefined();
    }
  });
});
