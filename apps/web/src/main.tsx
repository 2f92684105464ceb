import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { installAccessibleNames } from '@/lib/accessible-names';
import { isOnLoginPage } from '@/lib/paths';
import './app/styles.css';

// A signed-in page fetches the session check's code (the API client) first: the page's many chunks would queue ahead
// of it and hold up GET /me. The login page fetches it once the form has shown (it asks who is signed in then).
if (!isOnLoginPage(window.location.pathname)) void import('@/features/auth/api/get-me');

installAccessibleNames();
const router = createAppRouter();

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
