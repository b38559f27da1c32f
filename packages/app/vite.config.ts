import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The app is served by the reference server in production (one origin). In development Vite serves
 * it on 5173 and forwards the API to the server on 3000.
 */
const api = process.env.OLIVE_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', manifest: true, sourcemap: false },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': api, '/login': api, '/logout': api },
  },
});
