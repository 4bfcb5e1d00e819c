import type { UrlWarning } from '../../src/url/analyze.ts';
import type { Messages } from '../messages.ts';

/** One warning as text (server text stays text: every value goes through a message function, never HTML). */
export function warningText(warning: UrlWarning, messages: Messages): string {
  switch (warning.code) {
    case 'idn': return messages.urlWarningIdn(warning.unicode, warning.ascii);
    case 'mixed-scripts': return messages.urlWarningMixedScripts(warning.label, warning.scripts);
    case 'userinfo': return messages.urlWarningUserinfo(warning.userinfo, warning.hostname);
    case 'ip-literal': return messages.urlWarningIpLiteral(warning.hostname);
    case 'insecure-http': return messages.urlWarningInsecureHttp(warning.hostname);
  }
}
