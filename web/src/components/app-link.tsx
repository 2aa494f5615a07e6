import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Moves the page to a path of the app without a full load. */
export type AppNavigate = (to: string) => void;

const AppNavigateContext = createContext<AppNavigate | null>(null);

/**
 * Given by whoever renders the public pages: the router inside the app (app/root-layout.tsx), and
 * app/render-landing.tsx on a first load of `/`, before the router is loaded.
 */
export const AppNavigateProvider = AppNavigateContext.Provider;

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link of the public chrome (header, footer, hero) that works with or without the router: a real
 * `<a href>` (so it opens in a new tab and works before any script), followed in the page by the
 * provided navigate on a plain left click.
 */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigate = useContext(AppNavigateContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!navigate || event.defaultPrevented || modified) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
