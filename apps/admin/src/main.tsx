import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { initialLanguageReady } from './shared/stores/app-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A Chinese session renders once its texts are loaded, so no screen flashes in English first.
initialLanguageReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
