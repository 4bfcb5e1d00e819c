/**
 * Strings of the URL consent view (components/url, docs/behaviour.md §9), spread into `defaultMessages`.
 * The warnings' values are server text (a user name, a host label, a host): the view never runs them through these
 * functions. Each function is called with placeholders, and the view puts every value in their place as its own
 * isolated `<bdi>`, a quotation escaped and cut at 40 characters or the host in ASCII (docs/url-safety.md).
 * So place each value once and keep it as given; the quotation marks around it are the sentence's own.
 */
export const urlMessages = {
  urlTitle: 'Open a web page?',
  urlSiteLabel: 'Site',
  urlAddressLabel: 'Full address',
  urlWarningsTitle: 'Check this address before opening it',
  urlWarningIdn: (unicode: string, ascii: string) =>
    `This site name uses international characters. It reads “${unicode}” but its real address is “${ascii}”.`,
  urlWarningMixedScripts: (label: string, scripts: readonly string[], hostname: string) =>
    `“${label}” mixes characters from different alphabets (${scripts.join(', ')}), a common trick to imitate another site. This link opens ${hostname}.`,
  urlWarningUserinfo: (userinfo: string, hostname: string) =>
    `“${userinfo}@” is not the site. This link opens ${hostname}.`,
  urlWarningUnusualHost: (hostname: string) => `This address is unusual: it may not be a real site. This link opens ${hostname}.`,
  urlWarningIpLiteral: (hostname: string) => `This link goes to a bare network address (${hostname}), not a named site.`,
  urlWarningInsecureHttp: (hostname: string) =>
    `This link to ${hostname} is not secure (http): others on the network could read or change the page.`,
  urlRefusedScheme: (scheme: string) => `This link can't be opened here: “${scheme}:” links are not allowed, only https and http.`,
  urlRefusedInvalid: "This link can't be opened here: it is not a valid web address.",
  urlOpenHint: 'Nothing is loaded until you choose Open. The page opens in a new browser window.',
  urlOpen: 'Open',
  urlOpenAgain: 'Open again',
  urlWaiting: 'Finish in the window that opened, then come back here.',
  urlWaitingForServer: 'Finish in the window that opened. This closes when the server confirms.',
  urlFinished: 'I’ve finished',
  /** Leaves the 2025-11-25 waiting view (consent was already sent); not "Close", which names the dialog's × (docs/behaviour.md §9.7). */
  urlClose: 'Stop waiting',
};
