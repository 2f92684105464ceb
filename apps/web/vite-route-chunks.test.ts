import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { routeFiles, routeModules, type Resolve } from './vite-route-chunks';

// (jsdom, the suite's environment, gives import.meta.url a scheme other than file:)
const srcDir = path.resolve(__dirname, 'src');

/** Vite's resolution of the app's own specifiers ('@/…' and relative, without extension); a package stays its name. */
const resolve: Resolve = async (specifier, importer) => {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return specifier;
  const base = specifier.startsWith('@/') ? path.join(srcDir, specifier.slice(2)) : path.resolve(path.dirname(importer), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? null;
};

const app = (...files: string[]) => files.map((file) => path.join(srcDir, file)).sort();

describe('routeModules on the app router', async () => {
  const routes = await routeModules({ file: path.join(srcDir, 'app/router.tsx'), name: 'routes', srcDir, resolve });
  const modulesOf = (pattern: string) => routes.find((route) => route.pattern === pattern)?.modules.slice().sort();
  const rank = (pattern: string) => routes.findIndex((route) => route.pattern === pattern);

  it("gives the class dashboard the admin frame, the session and query clients, the page and its loader's calls", () => {
    expect(modulesOf('/admin/story/dashboard/:classId')).toEqual(
      app(
        'app/layout/admin-layout.tsx',
        'features/auth/api/get-me.ts', // requireSession → restoreSession
        'app/query-client.ts', // prefetchByUrl → startQuery
        'features/dashboard/pages/dashboard-page.tsx',
        'features/dashboard/api/get-dashboard.ts',
        'features/dashboard/api/get-today-allergies.ts',
      ),
    );
  });

  it("gives a page inside page() antd's theme, and each parent-app page its shell's modules", () => {
    expect(modulesOf('/admin/class')).toEqual(
      app('app/layout/admin-layout.tsx', 'features/auth/api/get-me.ts', 'app/providers.tsx', 'features/class/pages/class-list-page.tsx'),
    );
    expect(modulesOf('/parent/c/:childCode/alim/:noteId')).toEqual(
      app(
        'family/family-root.tsx',
        'family/family-layout.tsx',
        'family/child-scope.tsx',
        'features/alim-note/family/pages/family-alim-detail-page.tsx',
      ),
    );
    expect(modulesOf('/parent')).toEqual(app('family/family-root.tsx', 'family/family-layout.tsx', 'family/pages/family-home-page.tsx'));
    expect(modulesOf('/admin/login')).toEqual([]);
  });

  it('ranks a pattern above the ones that match less specifically, and leaves splat routes out', () => {
    expect(rank('/admin/notice/new')).toBeLessThan(rank('/admin/notice/:notice_id'));
    expect(rank('/admin/teacher/modify')).toBeLessThan(rank('/admin/teacher/:tno'));
    expect(rank('/admin/notice/:notice_id/edit')).toBeLessThan(rank('/admin/notice/:notice_id'));
    expect(routes.filter((route) => route.pattern.includes('*'))).toEqual([]);
    expect(new Set(routes.map((route) => route.pattern)).size).toBe(routes.length);
  });
});

describe('routeFiles', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<Rollup.OutputChunk> = {}) =>
    ({ type: 'chunk', fileName, moduleIds, imports, isEntry: false, facadeModuleId: moduleIds[0] ?? null, ...extra }) as Rollup.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['/src/main.tsx', '/src/app/router.tsx'], ['assets/vendor-react.js'], { isEntry: true }),
      chunk('assets/vendor-react.js', ['/node_modules/react/index.js']),
      chunk('assets/dashboard-page.js', ['/src/dashboard-page.tsx'], ['assets/vendor-react.js', 'assets/card.js'], {
        viteMetadata: { importedCss: new Set(['assets/dashboard-page.css']), importedAssets: new Set() } as Rollup.OutputChunk['viteMetadata'],
      }),
      chunk('assets/card.js', ['/src/card.tsx']),
      chunk('assets/get-me.js', ['/src/get-me.ts'], ['assets/card.js']),
    ].map((output) => [output.fileName, output]),
  ) as Rollup.OutputBundle;

  it("gives each route its modules' chunks, the chunks and CSS they import, once each, without the entry's", () => {
    expect(routeFiles([{ pattern: '/dashboard/:id', modules: ['/src/dashboard-page.tsx', '/src/get-me.ts'] }], bundle)).toEqual([
      { pattern: '/dashboard/:id', files: ['assets/dashboard-page.js', 'assets/dashboard-page.css', 'assets/card.js', 'assets/get-me.js'] },
    ]);
  });

  it('gives nothing for a module the entry holds, and fails for one no chunk holds', () => {
    expect(routeFiles([{ pattern: '/', modules: ['/src/app/router.tsx'] }], bundle)).toEqual([{ pattern: '/', files: [] }]);
    expect(() => routeFiles([{ pattern: '/x', modules: ['/src/gone.tsx'] }], bundle)).toThrow(/no chunk holds \/src\/gone\.tsx/);
  });
});
