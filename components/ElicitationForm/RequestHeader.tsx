import type { Messages } from '../messages.ts';
import { isSafeImageSource } from '../../src/index.ts';
import type { ServerIdentity } from './types.ts';

interface RequestHeaderProps {
  server?: ServerIdentity;
  message: string;
  messageId: string;
  messages: Messages;
}

/**
 * Who is asking and what (SPEC §7): the host-provided server name/icon and the request's `message`, rendered
 * as plain text with its line breaks kept. URLs in it stay text, never links.
 */
export function RequestHeader({ server, message, messageId, messages }: RequestHeaderProps) {
  const iconSrc = typeof server?.icon === 'string' ? server.icon : server?.icon?.src;
  return (
    <header className="elicit-form__header">
      {server ? (
        <p className="elicit-form__server">
          {iconSrc && isSafeImageSource(iconSrc) ? (
            <img className="elicit-form__server-icon" src={iconSrc} alt="" width={20} height={20} />
          ) : null}
          <span className="elicit-visually-hidden">{`${messages.serverLabel} `}</span>
          <span className="elicit-form__server-name">{server.name}</span>
        </p>
      ) : null}
      <p className="elicit-form__message" id={messageId}>
        {message}
      </p>
    </header>
  );
}
