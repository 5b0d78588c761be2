import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@cloudscape-design/global-styles/index.css';
import './styles.css';
import { App } from '#web/app/app';
import { configureAmplify, loadRuntimeConfig } from '#web/app/boot';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) => {
    configureAmplify(config);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    // Without the runtime config there is no pool to sign in to; say so plainly.
    root.render(
      <div className="shipdeck-boot-error" role="alert">
        <h1>Shipdeck could not start</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </div>,
    );
  });
