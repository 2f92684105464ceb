import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import './app/styles.css';

// The session check's code (the API client) is fetched first: a signed-in page's many chunks would queue ahead of it
// and hold up GET /me; the login page asks who is signed in as soon as it shows.
void import('@/features/auth/api/get-me');

const router = createAppRouter();

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
