/**
 * Stands in for engine.io-client's WebTransport transport in the web build (vite.config.ts, ADR
 * 0055). The app's socket speaks websocket, then polling (SOCKET_OPTIONS); engine.io-client lists
 * WebTransport in its table of transports all the same, so the bundler kept it and its stream
 * codec. The export keeps its name (webtransport-stub.test.ts) and throws if it is ever built.
 */
export class WT {
  constructor() {
    throw new Error('WebTransport indisponible : le temps réel passe par websocket ou polling');
  }
}
