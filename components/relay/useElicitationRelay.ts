import { useEffect, useState } from 'react';
import { createElicitationRelay, type ElicitationRelay } from './queue.ts';
import type { RelayClientOptions } from './types.ts';

/**
 * The relay for the life of the component: opens the session's stream once mounted (never during server
 * rendering), closes it on unmount. Give it to `<ElicitationDialog queue>`, or to `<RelayElicitation relay>` for
 * forms inline in a chat. `endpoint` is read once.
 * @example
 * const relay = useElicitationRelay({ endpoint: '/api/elicitations' });
 * return <ElicitationDialog queue={relay} />;
 */
export function useElicitationRelay(options: RelayClientOptions): ElicitationRelay {
  const [relay] = useState(() => createElicitationRelay(options));
  useEffect(() => {
    relay.client.connect();
    return () => relay.client.close();
  }, [relay]);
  return relay;
}
