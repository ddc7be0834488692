import { setSourceMapsSupport } from 'node:module';

/**
 * Preloaded before the server's bundle (`node --import`, package.json, ADR 0046): stack traces
 * name the app's TypeScript lines. The packages' own source maps stay unread: with
 * `--enable-source-maps`, Node would load every one of them and keep them (≈ 20 MB).
 */
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
