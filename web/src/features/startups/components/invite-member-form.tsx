import { useState, type FormEvent } from 'react';
import { MAX_MEMBER_TITLE_LENGTH } from '@startupsetu/server-core/contract/startup-fields';
import { inviteMember, type PersonFound } from '../api/startup-team-api';
import { useStartupChange } from '../hooks/use-startup-change';
import { profileName } from '../../../entities/person/profile-text';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { PersonPicker } from './person-picker';
import { FormField } from '../../../components/form-field';

const FALLBACKS = { failed: 'Failed to send the invitation', network: 'You are offline. Connect to invite someone.' };

interface Errors {
  person?: string;
  title?: string;
}

/** An admin's 'Invite a member': a person found by name, their title, and whether they become an admin. */
export function InviteMemberForm({ slug, memberIds }: { slug: string; memberIds: ReadonlySet<string> }) {
  const [person, setPerson] = useState<PersonFound | null>(null);
  const [title, setTitle] = useState('');
  const [admin, setAdmin] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);
  const invite = useStartupChange(slug, (invitation: Parameters<typeof inviteMember>[1]) => inviteMember(slug, invitation), FALLBACKS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const found: Errors = { person: person ? undefined : 'Choose a person to invite', title: title.trim() ? undefined : 'Title is required' };
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found)) || !person) return;
    const name = profileName(person);
    invite.mutate(
      { userId: person._id, title: title.trim(), role: admin ? 'admin' : 'member' },
      {
        onSuccess: () => {
          setSent(`${name} is invited. They can accept from their notifications.`);
          setPerson(null);
          setTitle('');
          setAdmin(false);
        },
      },
    );
  }

  const choose = (chosen: PersonFound | null) => {
    setPerson(chosen);
    setSent(null);
    invite.reset();
    if (chosen) setErrors((current) => ({ ...current, person: undefined }));
  };

  return (
    <form className="startup-invite" onSubmit={submit} noValidate aria-labelledby="startup-invite-heading" aria-busy={invite.isPending}>
      <h3 id="startup-invite-heading">Invite a member</h3>
      <PersonPicker chosen={person} excluded={memberIds} onChoose={choose} error={errors.person} disabled={invite.isPending} />
      <FormField form="startup" name="member-title" label="Title" error={errors.title} hint="Such as Co-founder, CTO or Advisor">
        {(attributes) => (
          <input
            {...attributes}
            type="text"
            value={title}
            maxLength={MAX_MEMBER_TITLE_LENGTH}
            onChange={(event) => {
              setTitle(event.target.value);
              if (errors.title) setErrors((current) => ({ ...current, title: undefined }));
            }}
          />
        )}
      </FormField>
      <label className="startup-checkbox">
        <input type="checkbox" checked={admin} onChange={(event) => setAdmin(event.target.checked)} />
        Admin: can edit the startup and its team
      </label>
      {invite.error && (
        <p className="form-error" role="alert">
          {invite.error}
        </p>
      )}
      {sent && !invite.error && (
        <p className="startup-invite-sent" role="status">
          {sent}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting...' : 'Send invitation'}
      </button>
    </form>
  );
}
