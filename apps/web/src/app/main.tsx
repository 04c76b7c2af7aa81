import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startI18n } from '@/lib/i18n/i18n';
import { session } from '@/lib/session';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

await startI18n(session.lang());

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
