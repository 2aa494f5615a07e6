import { describe, expect, it } from 'vitest';
import { securityHeaderList } from './security-headers';

/** The CSP's directives, by name. */
function cspDirectives(): Map<string, string[]> {
  const csp = securityHeaderList().set.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  return new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the content security policy', () => {
  it("lets pages connect (fetch, and the realtime socket over ws/wss) to the app's own origin only", () => {
    expect(cspDirectives().get('connect-src')).toEqual(["'self'"]);
  });

  it('names no source by its scheme alone, which would take any host', () => {
    for (const [name, sources] of cspDirectives()) {
      for (const source of sources) expect(['ws:', 'wss:', 'http:', 'https:'], `${name} ${source}`).not.toContain(source);
    }
  });
});
