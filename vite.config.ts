import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { cssUnits } from './scripts/vite-css-units.js'

const sanitizerStub = fileURLToPath(new URL('renderer/html/sanitize-rich-text.client.ts', import.meta.url))

// The browser build: the island client and one chunk per island (renderer/islands/client.ts). The server
// reads dist/client/.vite/manifest.json to find the entry's hashed file name.
export default defineConfig({
  // The renderer's CSS as one entry per unit (scripts/vite-css-units.ts, docs/decisions/019).
  plugins: [react(), cssUnits(fileURLToPath(new URL('renderer', import.meta.url)))],
  publicDir: false,
  resolve: {
    // Rich text is sanitised on the server only (see the stub).
    alias: [{ find: /^.*\/sanitize-rich-text\.js$/, replacement: sanitizerStub }],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      input: { islands: 'renderer/islands/client.ts' },
      output: {
        // block-<template>-<hash>.js and layout-<name>-<hash>.js: what a page loads is readable at a glance.
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? ''
          const block = /renderer\/blocks\/([^/]+)\/island\.tsx$/.exec(id)
          if (block) return `assets/block-${block[1]}-[hash].js`
          const layout = /renderer\/layout\/islands\/([^/.]+)(?:\.dom)?\.tsx?$/.exec(id)
          if (layout) return `assets/layout-${layout[1]}-[hash].js`
          const storefront = /renderer\/storefront\/([^/]+)\/islands\/([^/]+)\.tsx$/.exec(id)
          if (storefront) return `assets/storefront-${storefront[1]}-${storefront[2]}-[hash].js`
          return 'assets/[name]-[hash].js'
        },
      },
    },
  },
})
