import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // In development the API runs on its own (npm run dev:server); Vite forwards to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
