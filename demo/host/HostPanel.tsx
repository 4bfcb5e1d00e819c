import { useId, useMemo, useState } from 'react';
import { ElicitationSettings } from '../../components/ElicitationForm/index.ts';
import { ElicitationDialog, useElicitationQueue } from '../../components/host/index.ts';
import type { HostProfile } from '../../src/model.ts';
import { uploadUserFile } from './upload.ts';
import { useMcpHost, type ConnectionState, type HostEra } from './useMcpHost.ts';
import './host-panel.css';

const ERAS: { value: HostEra; label: string }[] = [
  { value: '2026-07-28', label: '2026-07-28 (multi-round-trip)' },
  { value: '2025-11-25', label: '2025-11-25 (server requests)' },
];
const PROFILES: HostProfile[] = ['desktop', 'web', 'web-app'];

function statusText(connection: ConnectionState): string {
  switch (connection.status) {
    case 'idle': return 'Not connected.';
    case 'connecting': return 'Connecting…';
    case 'connected': return `Connected to ${connection.server} (protocol ${connection.protocolVersion}).`;
    case 'error': return `Connection failed: ${connection.message}`;
  }
}

/**
 * The live MCP host of the demo page (docs/behaviour.md §7): connect to the demo server (or any Streamable HTTP
 * URL), list its tools, call one, answer its forms in the dialog, and read the tool's final result.
 */
export function HostPanel() {
  const queue = useElicitationQueue();
  const { connection, outcome, connect, disconnect, callTool } = useMcpHost(queue.ask);
  const [url, setUrl] = useState(() => new URL('/mcp', window.location.href).href);
  const [era, setEra] = useState<HostEra>('2026-07-28');
  const [profile, setProfile] = useState<HostProfile>('desktop');
  const host = useMemo(() => ({ resolveUserResource: (item: Parameters<typeof uploadUserFile>[0]) => uploadUserFile(item) }), []);
  const settings = useMemo(() => ({ profile, host }), [profile, host]);
  const headingId = useId();
  const ids = { url: useId(), era: useId(), profile: useId(), args: useId() };
  // Arguments for the next tool call, as JSON (reference servers' tools take some, e.g. a URL to elicit).
  const [args, setArgs] = useState('{}');
  const parsedArgs = parseArguments(args);

  return (
    <section className="demo-host" id="live-host" aria-labelledby={headingId}>
      <h2 id={headingId}>Live MCP host</h2>
      <p className="demo-host__intro">A real MCP client in this page, with the kit's dialog answering the server's forms:</p>
      <ol className="demo-host__steps">
        <li><strong>Connect</strong> to the demo MCP server this page serves (its URL is filled in), or to any Streamable HTTP server.</li>
        <li><strong>Pick a tool</strong> from the list that appears and press its button.</li>
        <li><strong>Answer in the dialog</strong> that opens for each form the tool asks; its final result shows under Tool result.</li>
      </ol>
      <form
        className="demo-host__connect"
        onSubmit={(event) => {
          event.preventDefault();
          void connect(url, era);
        }}
      >
        <label htmlFor={ids.url}>Server URL</label>
        <input id={ids.url} type="url" value={url} onChange={(event) => setUrl(event.target.value)} required />
        <label htmlFor={ids.era}>Protocol</label>
        <select id={ids.era} value={era} onChange={(event) => setEra(event.target.value as HostEra)}>
          {ERAS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
        <label htmlFor={ids.profile}>Host profile</label>
        <select id={ids.profile} value={profile} onChange={(event) => setProfile(event.target.value as HostProfile)}>
          {PROFILES.map((option) => <option key={option} value={option}>{option}</option>)}
        </select>
        <div className="demo-host__actions">
          <button type="submit">{connection.status === 'connected' ? 'Reconnect' : 'Connect'}</button>
          {connection.status === 'connected' ? <button type="button" onClick={() => void disconnect()}>Disconnect</button> : null}
        </div>
      </form>
      <p role="status" className="demo-host__status" data-testid="host-status" data-state={connection.status}>
        {statusText(connection)}
      </p>
      {connection.status === 'connected' ? (
        <p className="demo-host__args">
          <label htmlFor={ids.args}>Tool arguments (JSON)</label>
          <input id={ids.args} value={args} onChange={(event) => setArgs(event.target.value)} spellCheck={false}
            aria-invalid={parsedArgs ? undefined : true} />
        </p>
      ) : null}
      {connection.status === 'connected' ? (
        <ul className="demo-host__tools" aria-label="Tools">
          {connection.tools.map((tool) => (
            <li key={tool.name}>
              <button type="button" onClick={() => void callTool(tool, parsedArgs ?? {})} aria-describedby={`tool-${tool.name}-description`}>
                {tool.title ?? tool.name}
              </button>
              <span id={`tool-${tool.name}-description`} className="demo-host__tool-description">{tool.description}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <h3>Tool result</h3>
      <pre className="demo-host__result" data-testid="tool-result" data-status={outcome?.status ?? 'none'} aria-live="polite">
        {outcome ? (outcome.status === 'running' ? `Running ${outcome.tool}…` : outcome.text) : 'No tool called yet.'}
      </pre>
      <ElicitationSettings value={settings}>
        <ElicitationDialog queue={queue} />
      </ElicitationSettings>
    </section>
  );
}

/** The arguments field's JSON object, or `undefined` when it is not one. */
function parseArguments(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
