// The reply audit of the authorization matrices: walks a JSON reply (every key and every string,
// however deep) and its headers, and names whatever private data it holds.

export interface PrivateDataRules {
  /** Strings that must appear nowhere: passwords, password hashes, secrets, others' phones, tokens. */
  forbidden: readonly string[];
  /** Other users' email addresses: allowed only where `allowOthersEmails`. */
  othersEmails: readonly string[];
  allowOthersEmails: boolean;
  /** The only access tokens a reply may carry: the caller's own, from sign-in or sign-up. */
  ownTokens: readonly string[];
  /** Also flag keys named like secrets or database columns (off for an API description). Default true. */
  checkKeyNames?: boolean;
}

// Keys that name a secret, and snake_case keys (a database row leaking as it is stored, e.g.
// password_hash, user_id of an idempotency record, search_text). `_id` is the spec's own.
const SECRET_KEY = /pass(word)?|hash|salt|secret|^token$|refresh|session|idempotency|api_?key/i;
const SNAKE_CASE_KEY = /[a-z0-9]_[a-z]/i;
// The caller's own session (DESIGN §6.2): its id in the sign-in reply and the devices list.
const OWN_SESSION_KEYS = new Set(['accessToken', 'sessionId', 'sessions']);
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;

function stringProblems(text: string, where: string, rules: PrivateDataRules): string[] {
  const problems: string[] = [];
  for (const secret of rules.forbidden) {
    if (secret && text.includes(secret)) problems.push(`${where} holds the private value "${secret}"`);
  }
  if (!rules.allowOthersEmails) {
    for (const email of rules.othersEmails) {
      if (text.toLowerCase().includes(email.toLowerCase())) problems.push(`${where} holds another user's email ${email}`);
    }
  }
  for (const [token] of text.matchAll(JWT)) {
    if (!rules.ownTokens.includes(token)) problems.push(`${where} holds a token that is not the caller's own`);
  }
  return problems;
}

/** Every problem found in `value`, each naming its JSON path; [] when the reply is clean. */
export function privateDataIn(value: unknown, rules: PrivateDataRules, where = '$'): string[] {
  if (typeof value === 'string') return stringProblems(value, where, rules);
  if (Array.isArray(value)) return value.flatMap((item, index) => privateDataIn(item, rules, `${where}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = `${where}.${key}`;
    const problems = stringProblems(key, `key of ${path}`, rules);
    if (rules.checkKeyNames !== false) {
      if (!OWN_SESSION_KEYS.has(key) && SECRET_KEY.test(key)) problems.push(`${path} is named like a secret`);
      if (key === 'accessToken' && !rules.ownTokens.includes(String(item))) problems.push(`${path} is not the caller's own token`);
      if (SNAKE_CASE_KEY.test(key)) problems.push(`${path} is a raw database column`);
    }
    return [...problems, ...privateDataIn(item, rules, path)];
  });
}

/** The same audit over a reply's headers (a cursor or an echo must not carry private data). */
export function privateDataInHeaders(headers: Headers, rules: PrivateDataRules): string[] {
  return [...headers.entries()].flatMap(([name, value]) => stringProblems(value, `header ${name}`, rules));
}
