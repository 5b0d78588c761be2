import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './site.css';
import { SiteRouter } from './site-router';

// The public site: no runtime config, no Amplify, no Cloudscape, so the first page paints from one small bundle.
createRoot(document.getElementById('site-root')!).render(
  <StrictMode>
    <SiteRouter />
  </StrictMode>,
);
