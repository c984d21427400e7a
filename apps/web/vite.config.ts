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

/**
 * Mantine's style sheets per component instead of its whole `styles.css`: every Mantine module
 * holding a component's class names (`esm/components/Button/Button.module.mjs`) imports that
 * component's sheet (`@mantine/core/styles/Button.layer.css`), so a chunk carries the styles of
 * the components its code uses, and a page's first load only those of its first screen. The
 * sheets are Mantine's `@layer mantine` ones: the app's own styles win over them whatever order
 * the chunks' sheets load in.
 */
function mantineStylesPerComponent(): Plugin {
  const classesModule = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  return {
    name: 'lens-mantine-styles-per-component',
    transform(code, id) {
      const match = classesModule.exec(id);
      if (!match) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.layer.css';\n${code}`, map: null };
    },
  };
}

/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and probes for it when
 * the first object schema is made: under the pages' CSP (no 'unsafe-eval') that probe is reported
 * as a violation even though zod catches it. zod's core module sets `jitless` itself as it loads,
 * so whichever chunk brings zod, no schema is made before it (the API keeps the faster parsers).
 */
function zodJitless(): Plugin {
  const core = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
  return {
    name: 'lens-zod-jitless',
    transform(code, id) {
      if (!core.test(id)) return null;
      if (!code.includes('export function config('))
        this.error('zod/v4/core/core.js no longer exports config(): set jitless another way');
      return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
    },
  };
}

export default defineConfig(({ command }) => {
  const apiUrl = process.env['API_URL'] ?? 'http://127.0.0.1:3000';
  return {
    // Built assets live under /public/build/ (spec 001 §2); the dev server serves from /.
    base: command === 'build' ? '/public/build/' : '/',
    plugins: [
      react(),
      adminEntry(),
      scrollAreaMergeRefs(),
      mantineStylesPerComponent(),
      zodJitless(),
    ],
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
