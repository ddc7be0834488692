// esbuild options shared by every Node bundle of the project (the app's server and worker, the
// benches): TypeScript and the TSX e-mail templates in, one ESM file per entry out, packages left
// to node_modules.
export const NODE_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  sourcesContent: false,
  jsx: 'automatic',
  logLevel: 'warning',
};
