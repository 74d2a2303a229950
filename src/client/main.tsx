import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import 'react-toastify/dist/ReactToastify.css';
import { Providers } from './app/providers';
import { createRouter } from './app/router';

// The server wrote this path's title and description for crawlers; React renders its own from here on.
document.querySelectorAll('[data-server-meta]').forEach((el) => el.remove());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
