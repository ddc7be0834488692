// React Router's package names its development build under every export condition; the production
// build beside it differs only by its development warnings switched off, which the bundler then
// drops (issue 30 item 17). Both builds of the web code (browser and first screens, build-web.mjs)
// take that one through this alias.
import path from 'node:path';

export const REACT_ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production/index.mjs'),
  },
];
