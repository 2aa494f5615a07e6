// Where the server may post pushes (DESIGN §6.6): only to the push services browsers use, over https,
// never to an address a user chose; PUSH_ENDPOINT_ALLOW adds origins (test services on loopback).

/** The push services of Chrome, Edge, Firefox and Safari (and the browsers built on them), by host. */
const KNOWN_PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** Why `endpoint` is refused, or undefined when the server may post to it. */
export function endpointProblem(endpoint: string, allowedOrigins: readonly string[]): string | undefined {
  if (!URL.canParse(endpoint)) return 'endpoint is not a URL';
  const url = new URL(endpoint);
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  if (allowedOrigins.includes(url.origin)) return undefined;
  if (url.protocol !== 'https:' || url.port !== '' || !KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname))) {
    return "endpoint is not on a known push service's https origin";
  }
  return undefined;
}
