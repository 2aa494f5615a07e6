import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { FieldError } from '../../../components/field-error';
import { roleName } from '../../../entities/person/person-fields';
import { profileName } from '../../../entities/person/profile-text';
import { describedField } from '../../../lib/form-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { peopleToInviteOptions, type PersonFound } from '../api/startup-team-api';

const DEBOUNCE_MS = 250;

interface Props {
  chosen: PersonFound | null;
  /** People not to offer (those already on the team or invited). */
  excluded: ReadonlySet<string>;
  onChoose: (person: PersonFound | null) => void;
  error?: string;
  disabled?: boolean;
}

/** 'Person': a search by name (the app's people search) whose results are chosen with a tap. */
export function PersonPicker({ chosen, excluded, onChoose, error, disabled }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  // An emptied box shows no results at once, not when the pause is over.
  const q = typed.trim() ? settled : '';
  const found = useQuery({ ...peopleToInviteOptions(q), enabled: q !== '' && !chosen });
  const errorId = `${id}-error`;
  const people = found.data?.filter((person) => !excluded.has(person._id));
  // Chosen, the search is done: after the invitation (or Change) the box starts empty.
  const pick = (person: PersonFound) => {
    setTyped('');
    onChoose(person);
  };

  if (chosen) {
    const name = profileName(chosen);
    return (
      <div className="field" role="group" aria-labelledby={`${id}-label`}>
        <p className="startup-picker-label" id={`${id}-label`}>
          Person
        </p>
        <div className="startup-picked">
          <Avatar src={chosen.profiledetails.profilePic} name={name} size={32} decorative />
          <span>
            {name} <span className="startup-member-title">{roleName(chosen.role)}</span>
          </span>
          <button type="button" onClick={() => onChoose(null)} disabled={disabled}>
            Change
          </button>
        </div>
      </div>
    );
  }

  let results = null;
  if (q && found.isPending) results = <p role="status">Searching...</p>;
  else if (q && found.isError) results = <p role="alert">Failed to search people</p>;
  else if (q && people?.length === 0) results = <p role="status">No one matches your search.</p>;
  else if (q && people) {
    results = (
      <ul className="startup-picker-results" aria-label="People found">
        {people.map((person) => (
          <li key={person._id}>
            <button type="button" className="startup-picker-result" onClick={() => pick(person)} disabled={disabled}>
              <Avatar src={person.profiledetails.profilePic} name={profileName(person)} size={32} decorative />
              <span>
                {profileName(person)} <span className="startup-member-title">{roleName(person.role)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="field">
      <label htmlFor={`${id}-search`}>Person</label>
      <input
        id={`${id}-search`}
        name="person"
        type="search"
        placeholder="Search people by name"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        disabled={disabled}
        {...describedField(error, { error: errorId })}
      />
      <FieldError id={errorId} error={error} />
      {results}
    </div>
  );
}
