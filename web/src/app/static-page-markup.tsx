import { renderToString } from 'react-dom/server';
import { AppNavigateProvider } from '../components/app-link';
import { Toaster } from '../components/toaster';
import { shellNameOf } from './page-declaration';
import { pagesOf } from './page-registry';
import { routeModuleOf } from './route-modules';

/**
 * Build time only (web/build/pages.ts): the HTML of each page drawn whole before its app (its
 * route's shell is 'drawn': the public pages that read nothing and hold nobody's data), by shell
 * name, as the app's root layout draws it (the page, then the toaster). A page with a form draws
 * its route module's pending export instead, its fields as placeholders: an input typed into
 * before the app runs would lose its text when the app draws the page over it.
 */
export async function staticPageMarkups(): Promise<Record<string, string>> {
  const drawn = pagesOf().filter(({ page }) => page.shell.kind === 'drawn');
  const markups = await Promise.all(
    drawn.map(async ({ path, page }) => {
      const shell = page.shell as { kind: 'drawn'; draw?: string };
      const exported = shell.draw ?? page.component;
      const Page = (await routeModuleOf(page)())[exported];
      if (!Page) throw new Error(`${page.module} has no export ${exported} to draw ${path} with`);
      const html = renderToString(
        <AppNavigateProvider value={null}>
          <Page />
          <Toaster />
        </AppNavigateProvider>,
      );
      return [shellNameOf(path), html] as const;
    }),
  );
  return Object.fromEntries(markups);
}
