import {
  ElicitationDialog, ElicitationSettings, PendingElicitations, type ElicitationQueue, type ElicitationRelay, type ElicitationSettingsValue,
} from '../../components/index.ts';
import { fr } from '../../components/locales/fr.ts';

/** Said once, for every form inside: the dialog's, the relay's cards, any <ElicitationForm> or <UrlConsent>. */
const settings: ElicitationSettingsValue = {
  profile: 'web',
  messages: fr,
  credentialPolicy: 'refuse',
  // Who asks: a function of each request's server (or one { name, icon } for all). Default: its title, else its name.
  server: (info) => info && { name: info.title ?? info.name, icon: `https://icons.example/${encodeURIComponent(info.name)}.png` },
  onOpenUrl: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
};

export function MyHost({ queue, relay }: { queue: ElicitationQueue; relay: ElicitationRelay }) {
  return (
    <ElicitationSettings value={settings}>
      <ElicitationDialog queue={queue} /> {/* the page's own MCP client's requests, one at a time */}
      <PendingElicitations relay={relay} /> {/* relayed ones, inline */}
    </ElicitationSettings>
  );
}
