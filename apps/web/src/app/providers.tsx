import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';

// The shell's startup setting of the date library (docs/product/README.md#the-shell), made with the first screen built
// on antd, which is what shows dates: the login page and the plain admin shell need none of it.
dayjs.locale('ko');

/**
 * A coloured tag writes its text in the 7th shade of its palette on the 1st; for these palettes that is below 4.5:1, so
 * their 7th shade is a darker one (antd names each shade twice: `green7` and `green-7`).
 */
const tagTextShades = Object.fromEntries(
  Object.entries({ green: '#237804', gold: '#874d00', lime: '#3f6600', yellow: '#876800', cyan: '#006d75', orange: '#ad4e00', volcano: '#ad2102' }).flatMap(
    ([palette, shade]) => [
      [`${palette}7`, shade],
      [`${palette}-7`, shade],
    ],
  ),
);

const theme = {
  token: {
    colorPrimary: '#2f7d6d',
    borderRadius: 8,
    // the page's font (app/styles.css), which the login page shows before antd loads
    fontFamily: 'inherit',
    // Text at least 4.5:1 against its background (WCAG AA, as Lighthouse checks it): antd's defaults for links and
    // secondary text (breadcrumbs, hints) fall short, and so do the coloured tags' (below).
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    ...tagTextShades,
  },
  components: {
    Menu: { itemSelectedBg: '#e3f1ed', itemSelectedColor: '#205a4e' },
  },
};

/**
 * antd's Korean locale and the app's theme. Each frame built on antd (admin layout, guide, parent app, the not-found
 * page and the app-wide dialogs) wraps itself in it, so the login page loads without antd.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={koKR} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
