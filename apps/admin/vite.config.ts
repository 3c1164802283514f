import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    // Host is forwarded unchanged so the server's CSRF check sees Origin and Host agree, as they do
    // in production where the server serves the app itself.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
      // Draft previews and the templates' demo images are the server's, not the admin app's.
      '/preview': { target: apiTarget, changeOrigin: false },
      '/template-assets': { target: apiTarget, changeOrigin: false },
      // Uploaded media files are served by the server.
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    // The bundle budget is measured on gzip sizes; keep one chunk per lazy screen.
    chunkSizeWarningLimit: 600,
    // Flags stay files: inlined as data URLs they would ride in the JavaScript of every screen
    // that can show one, while an <img> loads only the flags on screen.
    assetsInlineLimit: (file) => (file.includes('flag-icons') ? false : undefined),
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare values; without this hint its zod schemas (which
        // the admin never runs) would be kept for their top-level calls.
        moduleSideEffects: [
          { test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
