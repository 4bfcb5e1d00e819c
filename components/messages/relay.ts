/** Strings of the relay's browser side (components/relay), spread into `defaultMessages`. */
export const relayMessages = {
  /** Another tab of the same person answered first (docs/behaviour.md §12: the first answer wins). */
  relayAnsweredElsewhere: 'Answered in another tab',
  /** This tab's answer is on its way; the relay's reply says whether it is the one the server gets. */
  relaySending: 'Sending…',
  relayExpired: 'This request expired before it was answered',
  /** The chat was stopped, the tool call given up, or the server instance that waited went away. */
  relayWithdrawn: 'This request was withdrawn: nothing waits for an answer any more',
  /** Above a reopened form whose answer the server refused (`422`); the issues follow, one per line. */
  relayRefused: 'The server did not accept this answer. Check it and send it again.',
  relaySendFailed: 'Your answer could not be sent. Check your connection and send it again.',
  /** The relay refused the answer's size (`413`): it is longer than a form answer may be. */
  relayTooLarge: 'Your answer is too long to send. Shorten it and send it again.',
};
