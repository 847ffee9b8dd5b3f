/**
 * The one list of what never reaches a log line, a stored log or an error report, by the name a value travels
 * under: any kind of password (`password`, `oldPassword`, `newPassword1`, `passwd`, `pwd`; an md5 of a password signs
 * in as well as the password), tokens, secrets, access and private keys, captcha answers, OAuth codes and SMS
 * verification codes (`value` of validate-message), and a sign-in flow's `state` and PKCE `code_verifier` (with the
 * code, they finish someone else's sign-in while the flow is fresh).
 */
const secretName =
  /pass(word|wd)|pwd|token|secret|^code$|^value$|^state$|verifier|captcha|^blade-auth$|^authorization$|access_?key|private_?key|api_?key/i;

export const isSecretName = (name: string): boolean => secretName.test(name);

const hidden = '***';

/** A URL with the value of every secret query parameter replaced by ***. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSecretName(safeDecode(name)) ? `${name}=${hidden}` : pair;
    });
  return `${url.slice(0, at + 1)}${query.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
