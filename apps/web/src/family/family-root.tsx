import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Providers } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { OfflineBanner } from './components/offline-banner';
import { installFamilyApp } from './install';
import './family.css';

/**
 * Every /parent page: a phone-width column (centred on a desktop), the offline banner, antd's theme and the query
 * client. Lazy, so the staff app never loads the parent app's code.
 */
export default function FamilyRoot() {
  useEffect(installFamilyApp, []);
  return (
    <Providers>
      <QueryClientProvider client={queryClient}>
        <div className="family-app">
          <OfflineBanner />
          <Outlet />
        </div>
      </QueryClientProvider>
    </Providers>
  );
}
