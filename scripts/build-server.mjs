// npm run build:server: the server as one ES module, dist/server/main.js, for `npm run serve` and the container.
// Packages stay external (node_modules is installed beside it); the project's own TypeScript (server, engine,
// renderer, templates/generated) is compiled in. Files the server reads at run time (migrations, fixtures, the
// renderer's CSS, the Vite builds) are found from the project folder (server/project-root.ts).
import { build } from 'esbuild'

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
})
console.log('build:server: dist/server/main.js')
