import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { COMPRESSIBLE, compressFile } from './scripts/compress-file.mjs';
import { REACT_ROUTER_PRODUCTION } from './scripts/react-router-production.mjs';
import { staticImports } from './scripts/static-imports';

/**
 * Writes a .br and a .gz next to each text file of the build (ADR 0025): compressed once, at the
 * highest levels, instead of on every request; the server picks the one the browser accepts.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'creneau:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(files.map(compressFile));
    },
  };
}

/**
 * The pages written beside index.html, each with a modulepreload of the chunks its first render
 * waits for (main.tsx): `/` gets landing.html (the landing page's sections, the header and footer),
 * a provider's booking page booking.html (ADR 0025, 0055, 0068). The browser fetches them alongside
 * the entry instead of after it; the other pages keep index.html and download neither.
 */
const PRELOADED_PAGES: Record<string, string[]> = {
  'landing.html': ['landing-bundle', 'site-frame'],
  'booking.html': ['booking-bundle'],
};

function pagePreloads(): Plugin {
  return {
    name: 'creneau:page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html manque : pages préchargées impossibles à écrire');
      const html = String(index.source);
      for (const [page, chunks] of Object.entries(PRELOADED_PAGES)) {
        const files = chunks.flatMap((name) => {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.name === name,
          );
          if (chunk?.type !== 'chunk') this.error(`le chunk ${name} manque : ${page} impossible à écrire`);
          return [chunk.fileName, ...chunk.imports];
        });
        const links = [...new Set(files)]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: page,
          source: html.replace(/\s*<\/head>/, `\n${links}  </head>`),
        });
      }
    },
  };
}

/** The Inter file French text uses on every page (src/web/styles.css); latin-ext stays on demand. */
const PRELOADED_FONT = 'inter-latin-wght-normal.woff2';

/**
 * Preloads the UI font from index.html, and so from landing.html (ADR 0039): the browser fetches it
 * alongside the scripts instead of once React has laid out the first text, which is then painted in
 * Inter at once rather than swapped. The file name carries the build's hash: read from the bundle.
 */
function fontPreload(): Plugin {
  return {
    name: 'creneau:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(PRELOADED_FONT)),
        );
        if (!font) throw new Error(`${PRELOADED_FONT} absent du build : police non préchargée`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Library modules the browser never runs, replaced in the web build by stubs with the same exports:
 * the bundler cannot drop them, since the library's own code names them. Only imports made from
 * that library's files are redirected; the server and the tests keep the real modules.
 */
const BROWSER_STUBS = [
  {
    // Zod's JSON Schema code (ADR 0047): the classic schemas import it for `toJSONSchema()`, which no screen calls.
    library: /[\\/]node_modules[\\/]zod[\\/]/,
    module: /[\\/](json-schema-processors|to-json-schema)\.js$/,
    stub: 'src/web/lib/zod-json-schema-stub.ts',
  },
  {
    // engine.io-client's WebTransport transport (ADR 0055): the socket asks for websocket and polling only.
    library: /[\\/]node_modules[\\/]engine\.io-client[\\/]/,
    module: /[\\/]webtransport\.js$/,
    stub: 'src/web/lib/realtime/webtransport-stub.ts',
  },
];

function browserStubs(): Plugin {
  const stubs = BROWSER_STUBS.map((entry) => ({
    ...entry,
    stub: path.resolve(import.meta.dirname, entry.stub),
  }));
  return {
    name: 'creneau:browser-stubs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return stubs.find((entry) => entry.library.test(importer) && entry.module.test(source))?.stub ?? null;
    },
  };
}

/** Libraries every screen needs and that change only on upgrades: one chunk that stays in the cache across deployments. */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/;

const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
/** socket.io-client and its parts: the long-polling fallback of the live connection (ADR 0070). */
const SOCKET_IO =
  /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]/;

/**
 * The lucide files of the icons the booking page imports before it can run (its route bundle,
 * followed through our own files), read from lucide's index where each file lists its names.
 */
function bookingIconFiles(): Set<string> {
  const wanted =
    staticImports(fromRoot('src/web/app/routes/booking-bundle.ts')).names.get('lucide-react') ?? new Set();
  const index = readFileSync(fromRoot('node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Set<string>();
  for (const [, exported = '', file = ''] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    if (exported.split(',').some((part) => wanted.has(part.trim().replace(/^default as /, ''))))
      files.add(file);
  }
  return files;
}

/**
 * Lucide's code and the booking page's icons in one small file, the other shared icons in another
 * (ADR 0047): a client opening a booking page does not download the dashboard's icons.
 */
function bookingIcons(): (id: string) => boolean {
  const files = bookingIconFiles();
  return (id) => {
    if (!LUCIDE.test(id)) return false;
    const icon = /[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1];
    return icon === undefined || files.has(icon);
  };
}

const fromRoot = (file: string) => path.resolve(import.meta.dirname, file);
/** The helpers every chunk may call (the bundler's runtime, Vite's preloading of dynamic imports). */
const BUNDLER_HELPERS = /^\0(rolldown\/runtime|vite\/preload-helper)\.js$/;

/**
 * Our modules grouped by the first page that needs them (ADR 0055). Left to itself, the bundler
 * makes one file of each set of modules that the same screens share, and a booking page came in
 * 27 files, a dozen of them under 1 kB, each compressed on its own and sent with its own headers:
 * - `app`: what the entry needs before it runs, with the bundler's helpers, and what both front
 *   doors (the landing page and the booking page) need;
 * - `booking-shared`: what the booking page needs beyond its own feature, zod included;
 * - `form-fields`: the form controls its details form needs beyond that.
 * Any screen that needs one of these modules later downloads its group.
 */
function pageGroups() {
  const reach = (file: string) => staticImports(fromRoot(file)).files;
  const main = fromRoot('src/web/main.tsx');
  const entry = reach('src/web/main.tsx');
  const landing = reach('src/web/app/routes/landing-bundle.ts');
  const booking = reach('src/web/app/routes/booking-bundle.ts');
  const form = reach('src/web/features/booking-public/components/booking-form.tsx');
  // The booking page's own modules stay in its route's chunks, which the bundler makes.
  const bookingFeature = /[\\/](features[\\/]booking-public[\\/]|app[\\/]routes[\\/]booking-bundle\.ts$)/;
  const app = (id: string) =>
    (id !== main && (entry.has(id) || (landing.has(id) && booking.has(id)))) || BUNDLER_HELPERS.test(id);
  const bookingShared = (id: string) =>
    booking.has(id) && !app(id) && !landing.has(id) && !bookingFeature.test(id);
  const formFields = (id: string) =>
    form.has(id) && !booking.has(id) && !entry.has(id) && !bookingFeature.test(id);
  return { app, bookingShared, formFields };
}
const PAGE_GROUPS = pageGroups();

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  resolve: { alias: REACT_ROUTER_PRODUCTION },
  plugins: [browserStubs(), react(), tailwindcss(), fontPreload(), pagePreloads(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, priority: 3 },
            { name: 'socket-polling', test: SOCKET_IO, priority: 3 },
            // Icons used on several screens: one small file rather than one request per icon.
            { name: 'icons-booking', test: bookingIcons(), priority: 2 },
            { name: 'icons', test: LUCIDE, minShareCount: 2, priority: 1 },
            { name: 'app', test: PAGE_GROUPS.app },
            { name: 'booking-shared', test: PAGE_GROUPS.bookingShared },
            { name: 'form-fields', test: PAGE_GROUPS.formFields },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
});
