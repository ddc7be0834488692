// First: every module below may read web storage, which a third-party frame can refuse.
import './lib/storage-fallback';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLandingPage } from './app/routes/landing-page-loader';
import { preloadPublicFrame } from './components/layout/public-layout';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// `/` draws its first frame with its header, footer and sections, already on their way (landing.html);
// if they cannot be fetched, the lazy route shows its error screen.
if (window.location.pathname === '/')
  void Promise.all([preloadPublicFrame(), loadLandingPage()]).then(render, render);
else render();
