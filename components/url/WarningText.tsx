import { Fragment, type ReactNode } from 'react';
import type { UrlWarning } from '../../src/url/analyze.ts';
import { quoteServerText } from '../../src/url/quote.ts';
import type { Messages } from '../messages.ts';

/**
 * Placeholders for the values: Unicode noncharacters (U+FDD0…), which the standard keeps for a program's internal
 * use, so no catalogue sentence holds one by chance.
 */
const FIRST_SLOT = 0xfdd0;
const SLOT = /([\uFDD0-\uFDEF])/u;
const slots = (count: number) => Array.from({ length: count }, (_, index) => String.fromCharCode(FIRST_SLOT + index));

type Render = (text: string) => ReactNode;

/** The warning's sentence with placeholders, and the values that take their places. */
function sentence(warning: UrlWarning, messages: Messages, quote: Render, host: Render): [string, ReactNode[]] {
  const [a, b] = slots(2) as [string, string];
  switch (warning.code) {
    case 'idn': return [messages.urlWarningIdn(a, b), [quote(warning.unicode), host(warning.ascii)]];
    case 'mixed-scripts': return [messages.urlWarningMixedScripts(a, warning.scripts, b), [quote(warning.label), host(warning.hostname)]];
    case 'userinfo': return [messages.urlWarningUserinfo(a, b), [quote(warning.userinfo), host(warning.hostname)]];
    case 'unusual-host': return [messages.urlWarningUnusualHost(a), [host(warning.hostname)]];
    case 'ip-literal': return [messages.urlWarningIpLiteral(a), [host(warning.hostname)]];
    case 'insecure-http': return [messages.urlWarningInsecureHttp(a), [host(warning.hostname)]];
  }
}

interface WarningTextProps {
  warning: UrlWarning;
  messages: Messages;
  cls: (name: string) => string | undefined;
}

/**
 * One warning's sentence (docs/behaviour.md §9.3; docs/url-safety.md). Server text never runs through the catalogue's
 * function and never reads as the kit's words: the function gets placeholders, and each value takes its place as an
 * isolated `<bdi>`: server text as a quotation (hidden characters by code point, cut at 40), the host in ASCII.
 * @example <WarningText warning={{ code: 'unusual-host', hostname: 'github.io' }} messages={messages} cls={cls} />
 */
export function WarningText({ warning, messages, cls }: WarningTextProps) {
  const quote = (text: string) => <bdi className={cls('elicit-url__quote')} data-server-text="">{quoteServerText(text)}</bdi>;
  const host = (hostname: string) => (
    <bdi className={cls('elicit-url__name')} data-server-text="">{quoteServerText(hostname, Infinity)}</bdi>
  );
  const [text, values] = sentence(warning, messages, quote, host);
  return (
    <>
      {text.split(SLOT).map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? values[part.charCodeAt(0) - FIRST_SLOT] ?? null : part}</Fragment>
      ))}
    </>
  );
}
