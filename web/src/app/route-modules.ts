import type { ComponentType } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { declarePage, type PageDeclaration, type PageOptions } from './page-declaration';

export type RouteModule = Record<string, ComponentType | undefined>;

// Each route module is its own file, loaded when its page is first wanted (code split by route).
// Keyed './<file>.tsx' (`base`): each key is written in the app's code.
const ROUTE_MODULES = import.meta.glob<RouteModule>(['./*.tsx', '!./*.test.tsx'], { base: '../routes' });

/** The loader of a page's route module (web/src/routes/<file>.tsx). */
export function routeModuleOf(page: PageDeclaration): () => Promise<RouteModule> {
  const load = ROUTE_MODULES[`./${page.module.slice('/src/routes/'.length)}`];
  if (!load) throw new Error(`No route module ${page.module}`);
  return load;
}

/**
 * The options that make a route a page: its component, loaded on demand from its route module
 * (web/src/routes/<file>.tsx, export `component`), and its declaration (app/page-declaration.ts)
 * as the route's staticData, from which the build writes its shell and the page manifest.
 */
export function page(file: string, component: string, options: PageOptions) {
  const declaration = declarePage(file, component, options);
  return {
    staticData: { page: declaration },
    component: lazyRouteComponent(routeModuleOf(declaration) as () => Promise<Record<string, ComponentType>>, component),
  };
}
