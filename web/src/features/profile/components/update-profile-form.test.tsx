import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import type { User } from '../../../types/api';
import { UpdateProfileForm } from './update-profile-form';

const ME: User = {
  _id: 'me',
  role: 'Hustler',
  verified: false,
  profiledetails: { Username: 'Asha', project: 'Chai Connect', currentStage: 'Development', skills: ['Sales', 'Design'], bio: 'Tea lover', profilePic: null },
};

function openUpdate(user: User = ME) {
  signInAs('me', 'Hustler');
  render(<Toaster />);
  return renderAtUrl(<UpdateProfileForm user={user} />, '/Update_profile');
}

const sentFields = (body: unknown) => Object.fromEntries([...(body as FormData).entries()].map(([name, value]) => [name, String(value)]));

describe('UpdateProfileForm', () => {
  it('is prefilled from the profile, with the update form’s stages (spec §5)', async () => {
    stubApi({});
    await openUpdate();
    expect(screen.getByLabelText('Project')).toHaveValue('Chai Connect');
    expect(screen.getByLabelText('Skills')).toHaveValue('Sales, Design');
    const stage = screen.getByLabelText('Current Stage') as HTMLSelectElement;
    expect(stage).toHaveValue('Development');
    expect([...stage.options].map((option) => option.value)).toEqual(['Ideation', 'Development', 'Launch', 'Growth']);
  });

  it('requires a Project, and puts the focus there', async () => {
    const api = stubApi({});
    const { user } = await openUpdate();

    await user.clear(screen.getByLabelText('Project'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByLabelText('Project')).toHaveAccessibleDescription(/Project is required/);
    expect(screen.getByLabelText('Project')).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('shows skills trimmed once the field is left', async () => {
    stubApi({});
    const { user } = await openUpdate();
    await user.clear(screen.getByLabelText('Skills'));
    await user.type(screen.getByLabelText('Skills'), ' React ,  Node,, Go ');
    await user.tab();
    expect(screen.getByLabelText('Skills')).toHaveValue('React, Node, Go');
  });

  it('sends only what changed, says it was saved and goes to /Profile (spec §8)', async () => {
    const api = stubApi({ 'PUT /api/userprofile/me': { body: { success: true, user: ME } }, 'GET /api/userprofile/getUser': { body: { success: true, user: ME } } });
    const { user } = await openUpdate();
    await user.selectOptions(screen.getByLabelText('Current Stage'), 'Launch');
    await user.type(screen.getByLabelText('Skills'), ', Marketing');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Now at /Profile')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(sentFields(api.to('PUT', '/api/userprofile/me')[0]?.body)).toEqual({ currentStage: 'Launch', skills: 'Sales,Design,Marketing' });
  });

  it('says why a save failed, in the server’s words or the spec’s', async () => {
    stubApi({ 'PUT /api/userprofile/me': { status: 500, body: {} } });
    const { user } = await openUpdate();
    await user.type(screen.getByLabelText('Bio'), '!');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile'));
    expect(screen.getByLabelText('Bio')).toHaveValue('Tea lover!');
  });
});
