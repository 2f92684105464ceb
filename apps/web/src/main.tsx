import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { parseWithoutEval } from '@kg/contract';
import 'dayjs/locale/ko';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { registerIcon } from '@/lib/icon-registry';
import './app/styles.css';

parseWithoutEval();
dayjs.locale('ko');
registerIcon('user-secret', UserOutlined);

const router = createAppRouter();

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
