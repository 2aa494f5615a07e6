import type { AnyRoute } from '@tanstack/react-router';
import type { AppPage, PageDeclaration, PageShell } from './page-declaration';
import { shellNameOf } from './page-declaration';
import { routeTree } from './router';

/** A page of the route tree: its full path (the router's pattern, `$param` segments) and its declaration. */
export interface RoutedPage {
  path: string;
  page: PageDeclaration;
}

/** The route's own path under `parent` (a layout without a path adds nothing). */
function pathUnder(parent: string, route: AnyRoute): string {
  const own = (route.options as { path?: string }).path;
  if (!own) return parent;
  return `${parent.replace(/\/$/, '')}/${own.replace(/^\//, '')}`;
}

/** The routes under `route` (itself included) with their full paths. */
export function routesOf(route: AnyRoute, parent = '/'): Array<{ path: string; route: AnyRoute }> {
  const path = route.isRoot ? '/' : pathUnder(parent, route);
  const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>);
  return [{ path, route }, ...children.flatMap((child) => routesOf(child, path))];
}

/** Every page the route tree declares (router.tsx). */
export function pagesOf(tree: AnyRoute = routeTree): RoutedPage[] {
  return routesOf(tree).flatMap(({ path, route }) => {
    const page = (route.options as { staticData?: { page?: PageDeclaration } }).staticData?.page;
    return page ? [{ path, page }] : [];
  });
}

/** A shell the app may find drawn in its root (data-shell): a page's, or a page of the build the worker answers with. */
export type DrawnShell =
  | { name: string; kind: 'signed-in'; look: NonNullable<PageDeclaration['look']>; open?: boolean }
  | { name: string; kind: 'form'; form: Extract<PageShell, { kind: 'form' }>['form'] };

/** The shells the build draws (the signed-in pages', the role forms' and the worker's pages like dashboard.html), by name. */
export function drawnShellsOf(pages: RoutedPage[]): Map<string, DrawnShell> {
  const shells = new Map<string, DrawnShell>();
  const appPages = new Map<string, AppPage>();
  for (const { path, page } of pages) {
    const name = shellNameOf(path);
    if (page.shell.kind === 'signed-in') shells.set(name, { name, kind: 'signed-in', look: page.look ?? {} });
    if (page.shell.kind === 'open') shells.set(name, { name, kind: 'signed-in', look: page.look ?? {}, open: true });
    if (page.shell.kind === 'form') shells.set(name, { name, kind: 'form', form: page.shell.form });
    if (page.appPage) appPages.set(page.appPage.name, page.appPage);
  }
  for (const appPage of appPages.values()) shells.set(appPage.name, { name: appPage.name, kind: 'signed-in', look: appPage.look });
  return shells;
}
