import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';

const theme = {
  token: {
    colorPrimary: '#2f7d6d',
    borderRadius: 8,
    fontFamily:
      "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', system-ui, -apple-system, sans-serif",
  },
  components: {
    Menu: { itemSelectedBg: '#e3f1ed', itemSelectedColor: '#205a4e' },
  },
};

/** App-wide providers. The query client is provided by the admin layout, so the login page loads without it. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={koKR} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
