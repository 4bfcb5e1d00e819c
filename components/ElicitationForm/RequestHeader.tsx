import type { CSSProperties } from 'react';
import type { FormMessages } from '../messages.ts';
import { isSafeImageSource } from '../../src/formCore.ts';
import type { ServerIdentity } from './types.ts';

const visuallyHidden: CSSProperties = {
  position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden',
  clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: 0,
};

interface RequestHeaderProps {
  server?: ServerIdentity;
  message: string;
  messageId: string;
  messages: FormMessages;
}

/**
 * Who is asking and what (docs/behaviour.md §7): the host-provided server name/icon and the request's `message`, rendered
 * as plain text with its line breaks kept. URLs in it stay text, never links.
 */
export function RequestHeader({ server, message, messageId, messages }: RequestHeaderProps) {
  const iconSrc = typeof server?.icon === 'string' ? server.icon : server?.icon?.src;
  return (
    <header className="elicit-form__header" part="header">
      {server ? (
        <p className="elicit-form__server" part="server">
          {iconSrc && isSafeImageSource(iconSrc) ? (
            <img className="elicit-form__server-icon" src={iconSrc} alt="" width={20} height={20} />
          ) : null}
          {/* Inline style so it stays hidden even when `unstyled` or without the stylesheet. */}
          <span className="elicit-visually-hidden" style={visuallyHidden}>{`${messages.serverLabel} `}</span>
          <bdi className="elicit-form__server-name">{server.name}</bdi>
        </p>
      ) : null}
      <p className="elicit-form__message" part="message" id={messageId}>
        {/* Server text in its own direction: an English message on an RTL page keeps its punctuation (docs/behaviour.md §7.3). */}
        <bdi>{message}</bdi>
      </p>
    </header>
  );
}
