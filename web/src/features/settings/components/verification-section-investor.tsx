import { MAX_PORTFOLIO, SEBI_AIF_PATTERN } from '@startupsetu/server-core/contract/verification-fields';
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FieldError } from '../../../components/field-error';
import { LabelledInput } from '../../../components/labelled-input';
import { errorText } from '../../../lib/api-client';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import type { InvestorBasis } from '../../../types/api';
import { myVerificationsKey, requestInvestorBadge } from '../api/verification-api';

const FALLBACKS = { failed: 'Could not send your request. Please try again.', network: 'An error occurred. Please try again later.' };
const SEBI_NUMBER = new RegExp(SEBI_AIF_PATTERN);
const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/;

const BASES: Array<{ value: InvestorBasis; label: string }> = [
  { value: 'sebi', label: 'SEBI-registered fund' },
  { value: 'angel-network', label: 'Angel network' },
];

type Field = 'registrationNumber' | 'network' | 'url' | 'portfolio';
type Errors = Partial<Record<Field, string>>;

function check(basis: InvestorBasis, values: { registrationNumber: string; network: string; url: string }): Errors {
  const number = values.registrationNumber.trim();
  return {
    registrationNumber:
      basis !== 'sebi' ? undefined : !number ? 'Enter the fund’s SEBI registration number' : SEBI_NUMBER.test(number) ? undefined : 'Write it as SEBI does, e.g. IN/AIF1/20-21/0812',
    network: basis === 'angel-network' && !values.network.trim() ? 'Enter the angel network’s name' : undefined,
    url: WEB_ADDRESS.test(values.url.trim()) ? undefined : 'Enter the address of a page that names you, starting with https://',
  };
}

/** An investor asks for a badge: a SEBI-registered fund's number or an angel network, a page that names them, and up to three portfolio companies. */
export function InvestorVerificationForm() {
  const queryClient = useQueryClient();
  const [basis, setBasis] = useState<InvestorBasis>('sebi');
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [network, setNetwork] = useState('');
  const [url, setUrl] = useState('');
  const [portfolio, setPortfolio] = useState<string[]>(() => Array.from({ length: MAX_PORTFOLIO }, () => ''));
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({
    mutationFn: requestInvestorBadge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myVerificationsKey }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(basis, { registrationNumber, network, url });
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    mutation.mutate({
      basis,
      ...(basis === 'sebi' ? { registrationNumber: registrationNumber.trim() } : { network: network.trim() }),
      url: url.trim(),
      portfolio: portfolio.map((name) => name.trim()).filter(Boolean),
    });
  }

  const refused = serverFieldError(mutation.error);
  const refusedField = refused?.field.split(/[./[]/)[0] as Field | undefined;
  const underField = refused && refusedField && ['registrationNumber', 'network', 'url', 'portfolio'].includes(refusedField);
  const shown: Errors = underField ? { ...errors, [refusedField]: refused.message } : errors;
  const failure = mutation.isError && !underField ? errorText(mutation.error, FALLBACKS) : null;

  return (
    <form className="settings-verify-form" onSubmit={submit} noValidate aria-labelledby="verify-investor-title">
      <h3 id="verify-investor-title">Verify as an investor</h3>
      <p className="settings-hint">A moderator checks what you give here; your badge then says how you invest. A SEBI registration number reads like IN/AIF1/20-21/0812. Once it is sent, you can add your SEBI certificate or the network's letter.</p>
      <fieldset className="settings-verify-basis">
        <legend>You invest through</legend>
        {BASES.map((item) => (
          <label key={item.value}>
            <input type="radio" name="basis" value={item.value} checked={basis === item.value} onChange={() => setBasis(item.value)} /> {item.label}
          </label>
        ))}
      </fieldset>
      {basis === 'sebi' ? (
        <LabelledInput
          name="registrationNumber"
          label="SEBI registration number"
          type="text"
          autoComplete="off"
          value={registrationNumber}
          error={shown.registrationNumber}
          onChange={setRegistrationNumber}
        />
      ) : (
        <LabelledInput name="network" label="Name of the angel network" type="text" autoComplete="organization" value={network} error={shown.network} onChange={setNetwork} />
      )}
      <LabelledInput name="url" label="A page that names you (fund or network website)" type="text" autoComplete="url" value={url} error={shown.url} onChange={setUrl} />
      <fieldset className="settings-verify-portfolio" aria-describedby={shown.portfolio ? 'portfolio-error' : undefined}>
        <legend>Portfolio companies (up to {MAX_PORTFOLIO}, optional)</legend>
        {portfolio.map((name, index) => (
          <LabelledInput
            key={index}
            name={`portfolio-${index + 1}`}
            label={`Portfolio company ${index + 1}`}
            type="text"
            autoComplete="off"
            value={name}
            onChange={(value) => setPortfolio((names) => names.map((old, at) => (at === index ? value : old)))}
          />
        ))}
        <FieldError id="portfolio-error" error={shown.portfolio} />
      </fieldset>
      {mutation.isSuccess && (
        <p className="form-success" role="status">
          Sent. A moderator will look at it soon.
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={mutation.isPending}>
        Ask for verification
      </button>
    </form>
  );
}
