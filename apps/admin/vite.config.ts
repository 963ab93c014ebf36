import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The back office, served by the API server at /admin/. */
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  build: { outDir: 'dist', target: 'es2022' },
  server: { port: 5174, proxy: { '/web': { target: 'http://127.0.0.1:8080', ws: true } } },
});
