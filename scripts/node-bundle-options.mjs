// esbuild options shared by every Node bundle of the project (the app's server and worker, the
// benches): TypeScript and the TSX e-mail templates in, one ESM file per entry out, packages left
// to node_modules — except React (below).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

/**
 * React renders the e-mails on the server. Left in node_modules it chooses its development build
 * unless NODE_ENV=production, which `npm start` and `npm run serve` do not set: on booking
 * creation its checks and the stack it captures for each element were a sixth of the server's CPU
 * (ADR 0057). The bundles therefore take React's production builds, whatever NODE_ENV says. Only
 * the string renderer (renderToStaticMarkup) is needed, and its build requires nothing but React.
 */
const REACT_PRODUCTION_BUILDS = {
  react: ['react', 'cjs/react.production.js'],
  'react/jsx-runtime': ['react', 'cjs/react-jsx-runtime.production.js'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
  'react-dom/server': ['react-dom', 'cjs/react-dom-server-legacy.node.production.js'],
};

const reactProduction = {
  name: 'react-production',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      const target = REACT_PRODUCTION_BUILDS[args.path];
      if (!target) return { errors: [{ text: `${args.path} : pas de build de production prévu` }] };
      return { path: path.join(packageDir(target[0]), target[1]) };
    });
  },
};

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
  plugins: [reactProduction],
};
