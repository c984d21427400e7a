import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { API_PATH_PREFIXES, isAdminPagePath } from './server/api-paths.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const libs = path.resolve(here, '../../libs');

/** Build-time settings the browser reads through src/config/build-env.ts. */
function buildSettings(env: NodeJS.ProcessEnv) {
  const list = (value: string | undefined, fallback: string[]) =>
    value === undefined
      ? fallback
      : value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean);
  return {
    productionHosts: list(env['LENS_PRODUCTION_HOSTS'], [
      'lensrewards.example',
      'www.lensrewards.example',
    ]),
    promoCodeHosts: list(env['LENS_PROMO_CODE_HOSTS'], [
      'promo.lensrewards.example',
      'codes.lensrewards.example',
    ]),
  };
}

/** In development the back office entry answers /admin and below, like the web server does. */
function adminEntry(): Plugin {
  return {
    name: 'lens-admin-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && isAdminPagePath(req.url)) req.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * Mantine's ScrollArea (inside Modal and Table) imports only `useMergeRefs` from
 * @floating-ui/react; it gets src/vendor-shims/floating-ui-merge-refs.ts instead, so pages with a
 * table or a modal do not load the whole floating-ui bundle that popovers use. Should ScrollArea
 * import anything else from it, the build fails on the missing export.
 */
function scrollAreaMergeRefs(): Plugin {
  const shim = path.join(here, 'src/vendor-shims/floating-ui-merge-refs.ts');
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'lens-scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? shim : null;
    },
  };
}

export default defineConfig(({ command }) => {
  const apiUrl = process.env['API_URL'] ?? 'http://127.0.0.1:3000';
  return {
    // Built assets live under /public/build/ (spec 001 §2); the dev server serves from /.
    base: command === 'build' ? '/public/build/' : '/',
    plugins: [react(), adminEntry(), scrollAreaMergeRefs()],
    resolve: {
      alias: {
        '@lens/domain': path.join(libs, 'domain/src/index.ts'),
        '@lens/validation': path.join(libs, 'validation/src/index.ts'),
      },
    },
    define: { __LENS_BUILD__: JSON.stringify(buildSettings(process.env)) },
    server: {
      host: '127.0.0.1',
      port: Number(process.env['WEB_DEV_PORT'] ?? 5173),
      proxy: Object.fromEntries(
        API_PATH_PREFIXES.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: apiUrl }]),
      ),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: 'hidden',
      // dist/.vite/manifest.json: the chunk graph scripts/first-load-size.mjs measures.
      manifest: true,
      rolldownOptions: {
        // libs/domain and libs/validation are pure (their lint rules forbid I/O and globals):
        // a page gets only the schemas and rules it imports, not the whole barrel with zod.
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]libs[\\/](domain|validation)[\\/]src[\\/]/, sideEffects: false },
          ],
        },
        input: {
          main: path.join(here, 'index.html'),
          admin: path.join(here, 'admin.html'),
        },
      },
    },
  };
});
