import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initAuth } from '@portfolio/auth';
import { registerFromManifest } from './remotes/registerFromManifest';
import { App } from './app/App';
import './app/global.css';

// Auth and remote discovery start together; neither blocks the chrome from rendering.
async function start() {
  void initAuth();
  await registerFromManifest();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
