/**
 * The production build (`npm run build`, and the first step of `npm start`), ADR 0050:
 * - web: `vite build` of apps/web, with every text file also written precompressed (.br, .gz);
 * - server: esbuild bundles of the api, the ingest worker and the simulator into
 *   apps/{api,ingest,sim}/dist/main.js, so production runs plain JavaScript, no TypeScript loader.
 * Each target is skipped when a content hash of its sources equals the one stamped beside its
 * last output, so a second start with unchanged sources builds nothing. Plain JavaScript, so it
 * runs before anything is built. `node scripts/build.mjs [web|server]… [--force]`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const skippedFolders = new Set(['node_modules', 'dist', '.vite']);

/** The workspace packages every target bundles from source. */
const packageSources = ['contract', 'modbus', 'protocols', 'db', 'commands'].map(
  (name) => `packages/${name}`,
);

const targets = {
  web: {
    inputs: ['apps/web', ...packageSources, 'package-lock.json'],
    outputs: ['apps/web/dist/index.html'],
    stamp: 'apps/web/dist/.build-stamp',
    build: () =>
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
        {
          cwd: join(root, 'apps/web'),
          stdio: 'inherit',
        },
      ),
  },
  server: {
    inputs: ['apps/api/src', 'apps/ingest/src', 'apps/sim/src', ...packageSources, 'package-lock.json'],
    outputs: ['apps/api/dist/main.js', 'apps/ingest/dist/main.js', 'apps/sim/dist/main.js'],
    stamp: 'apps/api/dist/.build-stamp',
    build: bundleServer,
  },
};

/** Every file under the inputs, in a stable order (paths are hashed with contents). */
function listFiles(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .filter((name) => !skippedFolders.has(name))
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles)) {
    hash.update(relative(root, join(root, file)));
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/** The folder Node finds a package in when resolving from `directory` (node_modules upwards). */
function packageFolder(name, directory) {
  for (let at = directory; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(candidate)) return candidate;
    if (dirname(at) === at) return undefined;
  }
}

const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * npm packages stay imports (native modules, WASM and data files load from node_modules) when
 * the bundle finds the same copy the source would; one npm installed only beside a workspace
 * package (packages/db/node_modules/drizzle-orm) goes into the bundle. The workspace's own
 * packages are TypeScript and always go into the bundle.
 */
function externalNpmPackages(outputDirectory) {
  return {
    name: 'external-npm-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@sunfleet/') || args.path.startsWith('node:')) return undefined;
        const name = packageNameOf(args.path);
        const fromSource = packageFolder(name, args.resolveDir);
        const isSameCopy = fromSource !== undefined && fromSource === packageFolder(name, outputDirectory);
        return isSameCopy ? { path: args.path, external: true } : undefined;
      });
    },
  };
}

async function bundleServer() {
  const { build } = await import('esbuild');
  for (const app of ['api', 'ingest', 'sim']) {
    await build({
      entryPoints: [join(root, `apps/${app}/src/main.ts`)],
      outfile: join(root, `apps/${app}/dist/main.js`),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      // A CommonJS package that goes into the bundle (ajv beside packages/openadr) still requires
      // the npm packages left outside it: esbuild's ESM output needs a real `require` for that.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      plugins: [externalNpmPackages(join(root, `apps/${app}/dist`))],
    });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const isForced = args.includes('--force');
  const chosen = args.filter((arg) => !arg.startsWith('--'));
  for (const name of chosen.length > 0 ? chosen : Object.keys(targets)) {
    const target = targets[name];
    if (!target) throw new Error(`unknown build target: ${name} (web, server)`);
    const started = performance.now();
    const hash = hashOf(target.inputs);
    const stampPath = join(root, target.stamp);
    const isFresh =
      !isForced &&
      existsSync(stampPath) &&
      readFileSync(stampPath, 'utf8').trim() === hash &&
      target.outputs.every((output) => existsSync(join(root, output)));
    if (isFresh) {
      console.log(`build ${name}: sources unchanged, kept the last build`);
      continue;
    }
    await target.build();
    writeFileSync(stampPath, `${hash}\n`);
    console.log(`build ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

await main();
