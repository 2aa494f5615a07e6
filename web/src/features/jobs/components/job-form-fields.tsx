import {
  JOB_KIND_LABELS,
  JOB_KINDS,
  MAX_JOB_DESCRIPTION_LENGTH,
  MAX_JOB_SKILLS,
  MAX_JOB_TITLE_LENGTH,
  WORKPLACE_LABELS,
  WORKPLACES,
} from '@startupsetu/server-core/contract/job-fields';
import { MAX_CITY_LENGTH } from '@startupsetu/server-core/contract/startup-fields';
import { Chips } from '../../../components/chips';
import { paidByStipend, skillsOf, type JobFormErrors, type JobFormField, type JobFormValues } from '../job-form-values';
import { FormField } from '../../../components/form-field';

interface Props {
  values: JobFormValues;
  errors: JobFormErrors;
  set: (name: JobFormField) => (value: string) => void;
}

const KIND_OPTIONS = JOB_KINDS.map((kind) => ({ value: kind, label: JOB_KIND_LABELS[kind] }));
const WORKPLACE_OPTIONS = WORKPLACES.map((place) => ({ value: place, label: WORKPLACE_LABELS[place] }));

/** The job form's fields, shared by the new job and an edit: pay as a CTC in lakhs a year, or a monthly stipend for an internship. */
export function JobFormFields({ values, errors, set }: Props) {
  const text = (name: 'title' | 'city', label: string, maxLength: number) => (
    <FormField form="job" name={name} label={label} error={errors[name]}>
      {(attributes) => <input {...attributes} type="text" value={values[name]} maxLength={maxLength} onChange={(event) => set(name)(event.target.value)} />}
    </FormField>
  );
  const choice = (name: 'kind' | 'workplace', label: string, options: Array<{ value: string; label: string }>) => (
    <FormField form="job" name={name} label={label} error={errors[name]}>
      {(attributes) => (
        <select {...attributes} value={values[name]} onChange={(event) => set(name)(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const number = (name: JobFormField, label: string, whole: boolean) => (
    <FormField form="job" name={name} label={label} error={errors[name]}>
      {(attributes) => (
        <input {...attributes} type="text" inputMode={whole ? 'numeric' : 'decimal'} value={values[name]} maxLength={12} onChange={(event) => set(name)(event.target.value)} />
      )}
    </FormField>
  );
  const skills = skillsOf(values.skills);

  return (
    <>
      {text('title', 'Job title', MAX_JOB_TITLE_LENGTH)}
      {choice('kind', 'Job type', KIND_OPTIONS)}
      {choice('workplace', 'Workplace', WORKPLACE_OPTIONS)}
      {text('city', 'City', MAX_CITY_LENGTH)}
      {values.kind === 'internship' && (
        <fieldset className="job-form-group">
          <legend>Internship pay</legend>
          {(
            [
              ['stipend', 'Monthly stipend'],
              ['ctc', 'Yearly CTC'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="job-form-choice">
              <input type="radio" name="payKind" value={value} checked={values.payKind === value} onChange={() => set('payKind')(value)} />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {paidByStipend(values) ? (
        number('stipend', 'Stipend (₹ a month)', true)
      ) : (
        <div className="job-form-range">
          {number('ctcMin', 'Minimum CTC (LPA)', false)}
          {number('ctcMax', 'Maximum CTC (LPA)', false)}
        </div>
      )}
      <div className="job-form-range">
        {number('esopMin', 'Minimum ESOPs (%)', false)}
        {number('esopMax', 'Maximum ESOPs (%)', false)}
      </div>
      <div className="job-form-range">
        {number('experienceMin', 'Minimum experience (years)', true)}
        {number('experienceMax', 'Maximum experience (years)', true)}
      </div>
      <FormField form="job" name="skills" label="Skills" error={errors.skills} hint={`Separate them with commas, up to ${MAX_JOB_SKILLS}`}>
        {(attributes) => <input {...attributes} type="text" value={values.skills} onChange={(event) => set('skills')(event.target.value)} />}
      </FormField>
      {skills.length > 0 && (
        <div className="job-form-skills">
          <Chips items={skills} />
        </div>
      )}
      <FormField form="job" name="description" label="Description" error={errors.description} hint="What the role involves, who you are looking for, and how you work">
        {(attributes) => (
          <textarea {...attributes} rows={8} value={values.description} maxLength={MAX_JOB_DESCRIPTION_LENGTH} onChange={(event) => set('description')(event.target.value)} />
        )}
      </FormField>
    </>
  );
}
