import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // No source maps: served publicly they would publish the whole client source.
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // In development the API runs on its own (npm run dev:server); Vite forwards to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
