import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { evidenceBlob } from '../api/moderation-api';
import { mediaOf } from '../evidence';

type State = { step: 'idle' | 'loading' } | { step: 'shown'; url: string } | { step: 'failed'; message: string };

/** A media file kept as evidence: its name, and on request the file itself (a preview and a download). */
export function EvidenceMedia({ name }: { name: string }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const kind = mediaOf(name)?.kind;
  const shownUrl = state.step === 'shown' ? state.url : null;

  useEffect(() => (shownUrl ? () => URL.revokeObjectURL(shownUrl) : undefined), [shownUrl]);

  async function show() {
    setState({ step: 'loading' });
    try {
      const blob = await evidenceBlob(name);
      setState({ step: 'shown', url: URL.createObjectURL(blob) });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof ApiError ? error.message : 'The file could not be loaded.' });
    }
  }

  if (state.step === 'shown') {
    return (
      <span className="moderation-media">
        {kind === 'image' ? (
          <img src={state.url} alt={`Evidence: ${name}`} className="moderation-preview" />
        ) : kind === 'video' ? (
          <video src={state.url} controls className="moderation-preview" aria-label={`Evidence: ${name}`} />
        ) : null}
        <a href={state.url} download={name}>
          Download {name}
        </a>
      </span>
    );
  }
  return (
    <span className="moderation-media">
      <span className="moderation-text">{name}</span>
      <button type="button" onClick={() => void show()} disabled={state.step === 'loading'}>
        {state.step === 'loading' ? 'Loading...' : 'Show file'}
      </button>
      {state.step === 'failed' && (
        <span className="field-error" role="alert">
          {state.message}
        </span>
      )}
    </span>
  );
}
