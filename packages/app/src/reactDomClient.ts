// React DOM's client, set up when this module first runs: in a chunk of its own (vite.config.ts), so
// its set-up runs in a task of its own, apart from the modules that import it (issue 19).
export { createRoot, hydrateRoot } from 'react-dom/client';
