import { describe, expect, it } from 'vitest';
import { shellNameOf } from './page-declaration';
import { drawnShellsOf, pagesOf, routesOf } from './page-registry';
import { routeModuleOf } from './route-modules';
import { routeTree } from './router';

// The route tree is the only registry of pages: the build renders each page's shell and writes
// web/dist/pages.json (path, shell, public, head) from it, which the gateway and the worker read.
describe('the route tree as the registry of pages', () => {
  const pages = pagesOf(routeTree);

  it('declares a head and a shell on every route that draws a page (the rest are layouts and redirects)', () => {
    const drawing = routesOf(routeTree).filter(({ route }) => !route.isRoot && route.options.component && (route.options as { path?: string }).path);
    // The signed-in layout has no path; the aliases draw nothing (they redirect).
    expect(drawing.length).toBeGreaterThan(30);
    for (const { path, route } of drawing) {
      const page = route.options.staticData?.page;
      expect(page, `${path} declares no page (staticData.page: use page(…) in app/router.tsx)`).toBeDefined();
      expect(page!.head.title, path).toMatch(/StartupSetu/);
      expect(page!.head.description.length, path).toBeGreaterThan(20);
      expect(page!.head.image, path).toMatch(/^\/\S+\.(png|webp|jpg)$/);
      expect(page!.shell, path).toBeDefined();
    }
  });

  it('gives every page its own title and a shell of its own', () => {
    const titles = pages.filter(({ page }) => !page.appPage).map(({ page }) => page.head.title);
    expect(new Set(titles).size).toBe(titles.length);
    const shells = pages.map(({ path }) => shellNameOf(path));
    expect(new Set(shells).size).toBe(shells.length);
    expect(pages.find(({ path }) => path === '/messages')?.page.head.title).toBe('Messages · StartupSetu');
  });

  it("finds each page's route module and the component it names", async () => {
    for (const { path, page } of pages) {
      const module = await routeModuleOf(page)();
      expect(module[page.component], path).toBeTypeOf('function');
      if (page.shell.kind === 'drawn' && page.shell.draw) expect(module[page.shell.draw], path).toBeTypeOf('function');
    }
  });

  it('has a shell drawn before the app for every signed-in page and role form, and one page for every role dashboard offline', () => {
    const shells = drawnShellsOf(pages);
    for (const { path, page } of pages) {
      if (page.shell.kind === 'signed-in' || page.shell.kind === 'form') expect(shells.has(shellNameOf(path)), path).toBe(true);
    }
    expect(shells.get('dashboard')).toEqual({ name: 'dashboard', kind: 'signed-in', look: { title: 'Dashboard', shape: 'video' } });
  });

  it('keeps the signed-in pages private and the landing and static pages public', () => {
    const isPublic = (path: string) => pages.find((entry) => entry.path === path)?.page.public;
    for (const path of ['/', '/AboutUs', '/Services', '/ContactUs', '/Termsandconditions', '/privacy-policy', '/grievance', '/signin']) expect(isPublic(path), path).toBe(true);
    for (const path of ['/dashboard/Hustler', '/messages', '/people/$userId', '/HustlerForm']) expect(isPublic(path), path).toBe(false);
  });
});
