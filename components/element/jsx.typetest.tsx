/**
 * Type test, compiled by `npm run typecheck` and never run: `<elicitation-form>` type-checks in TSX with only
 * `elicit-kit/element` imported (README "Any page, no React"), and wrong props are refused (each `@ts-expect-error` fails the
 * check if its line stops being an error).
 */
import { useRef } from 'react';
import type { ElicitResult } from '../../src/model.ts';
import type { ElicitationFormElement } from './index.ts';

export function ElementPage({ reply }: { reply: (result: ElicitResult) => void }) {
  const ref = useRef<ElicitationFormElement>(null);
  const request = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
  return (
    <main>
      <elicitation-form
        ref={ref}
        id="form"
        className="answer"
        request={request}
        profile="web"
        theme="dark"
        server={{ name: 'Deploy bot' }}
        messages={{ submit: 'Send' }}
        host={{ onPreview: () => {} }}
        onelicitation-result={(event) => reply(event.detail)}
      />
      {/* @ts-expect-error: not a host profile */}
      <elicitation-form profile="phone" />
      {/* @ts-expect-error: no such theme */}
      <elicitation-form theme="sepia" />
      {/* @ts-expect-error: a request is an object */}
      <elicitation-form request="Your name?" />
      {/* @ts-expect-error: the server has a name */}
      <elicitation-form server={{ icon: 'https://example.com/i.png' }} />
      {/* @ts-expect-error: the listener receives the result event, not a mouse event */}
      <elicitation-form onelicitation-result={(event: MouseEvent) => event.button} />
      {/* @ts-expect-error: the ref is the element, not a div */}
      <elicitation-form ref={useRef<HTMLDivElement>(null)} />
    </main>
  );
}
