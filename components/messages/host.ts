/** Strings of the host dialog (components/host), spread into `defaultMessages`. */
export const hostMessages = {
  hostDialogTitle: (server: string) => `${server} needs your input`,
  hostUnknownServer: 'An MCP server',
  /** The × in the dialog's corner; it answers `cancel`, like the form's Cancel button. */
  hostClose: 'Close',
  hostWaiting: (count: number) => (count === 1 ? '1 more request is waiting' : `${count} more requests are waiting`),
  hostUnsupportedReason: (reason: string) => `Reason: ${reason}`,
  /** A malformed request (docs/behaviour.md §7.5): the server was already answered with an error; the person only learns why. */
  hostInvalidRequest: (server: string) => `${server} sent a request this app can't show`,
};
