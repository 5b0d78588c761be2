import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// In `vite dev` the API and runtime config come from a running local stack (npm start).
const apiTarget = process.env.SHIPDECK_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/runtime-config.json': apiTarget,
    },
  },
});
