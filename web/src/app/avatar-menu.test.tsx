import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../testing/api-stub';
import { renderAtUrl, signInAs } from '../testing/render-ui';
import { AvatarMenu } from './avatar-menu';
import { TopBarShell } from './top-bar-shell';

describe('the avatar menu', () => {
  it('opens once drawn when its picture was tapped while the page was still coming', async () => {
    stubApi({});
    signInAs();
    const shell = render(<TopBarShell />);
    await userEvent.click(shell.container.querySelector('.avatar-menu-button')!);
    shell.unmount();

    await renderAtUrl(<AvatarMenu />, '/dashboard/Hustler');
    expect(screen.getByRole('menu')).toBeVisible();
    expect(screen.getByRole('button', { expanded: true })).toBeVisible();
  });

  it('stays closed when nothing was tapped before it was drawn', async () => {
    stubApi({});
    signInAs();
    await renderAtUrl(<AvatarMenu />, '/dashboard/Hustler');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
