// npm run build:server: the server as one ES module, dist/server/main.js, for `npm run serve` and the container.
// Packages stay external (node_modules is installed beside it); the project's own TypeScript (server, engine,
// renderer, templates/generated) is compiled in. Files the server reads at run time (migrations, fixtures, the
// renderer's CSS, the Vite builds) are found from the project folder (server/project-root.ts).
import { build } from 'esbuild'

// Stylesheets and `?url` imports belong to the browser build (Vite): a client-only module that the bundle
// includes for its dynamic import (the retailers' MapLibre map) imports them, and Node cannot load a .css
// file. The server never runs that code, and reads the renderer's CSS from files, so they become empty here.
const browserOnlyAssets = {
  name: 'browser-only-assets',
  setup(server) {
    server.onResolve({ filter: /\.css$|\?url$/ }, (args) => ({ path: args.path, namespace: 'browser-asset' }))
    server.onLoad({ filter: /.*/, namespace: 'browser-asset' }, () => ({ contents: 'export default ""' }))
  },
}

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
  plugins: [browserOnlyAssets],
})
console.log('build:server: dist/server/main.js')
