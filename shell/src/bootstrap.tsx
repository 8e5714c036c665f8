import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initAuth } from '@portfolio/auth';
import { App } from './app/App';
import './app/global.css';

function start() {
  // Auth and the first render start at once; remote mounts wait for discovery, begun in index.ts.
  void initAuth();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start();
