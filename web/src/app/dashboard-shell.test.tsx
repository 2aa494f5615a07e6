import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardShellMarkup } from './dashboard-shell-markup';
import { DashboardShell } from './dashboard-shell';

// dashboard.html arrives with dashboardShellMarkup() in its root (web/build/pages.ts), and the app
// hydrates it with <DashboardShell /> (app/render-app.tsx).
describe("a dashboard's shell, drawn at build time", () => {
  let container: HTMLElement;
  afterEach(() => container.remove());

  it('is taken over by React as it is: the same elements, no mismatch for React to redraw', async () => {
    container = document.createElement('div');
    container.innerHTML = dashboardShellMarkup();
    document.body.append(container);
    const heading = container.querySelector('h1');
    const errors: unknown[] = [];

    const root = await act(async () => hydrateRoot(container, <DashboardShell />, { onRecoverableError: (error) => errors.push(error) }));

    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('Dashboard');
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    act(() => root.unmount());
  });
});
