import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The /cms editor's browser build: one entry (editor/app/main.tsx) and its CSS, served under
// /cms/assets/. The server sends an HTML shell for /cms and /cms/pages/:id naming the entry's files from
// dist/editor/.vite/manifest.json. Unlike the island build (vite.config.ts), the real rich-text sanitiser
// stays in: the canvas renders rich text itself, in a document of the editor's own origin.
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  base: '/cms/assets/',
  build: {
    outDir: 'dist/editor',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // One editor bundle (React, the renderer, the engine, Tiptap): loaded once per editing session.
    chunkSizeWarningLimit: 2048,
    rollupOptions: {
      // The /admin screens (forms, leads, locations, settings) are a second entry of the same build.
      input: { editor: 'editor/app/main.tsx', admin: 'editor/admin/main.tsx' },
    },
  },
})
