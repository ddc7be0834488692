import { describe, expect, it } from 'vitest';
import * as webTransport from '../../../../node_modules/engine.io-client/build/esm/transports/webtransport.js';
import { SOCKET_OPTIONS } from './socket-client';
import * as stub from './webtransport-stub';

describe('the stub of engine.io-client’s WebTransport transport (web build, ADR 0055)', () => {
  it('exports every name the real module exports, so engine.io-client’s imports resolve after an upgrade', () => {
    expect(Object.keys(stub).sort()).toEqual(Object.keys(webTransport).sort());
  });

  it('stands for a transport the socket never asks for, and throws if it ever were', () => {
    expect(SOCKET_OPTIONS.transports).not.toContain('webtransport');
    expect(() => new stub.WT()).toThrow('WebTransport indisponible');
  });
});
