/**
 * elicit-kit/locales/it — every string of the kit in Italian, validation messages included. Typed as a complete
 * `Messages` catalogue, so a key added to the kit fails typecheck here until it is translated.
 * @example
 * import { it } from 'elicit-kit/locales/it';
 * <ElicitationForm messages={it} … />   // or, for the custom element: element.messages = it
 */
import type { Messages } from '../messages.ts';
import type { CredentialKind } from '../../src/credentials.ts';
import { fileSize } from './fileSize.ts';

const n = (count: number) => count.toLocaleString('it');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

const signInIt = 'meglio accedere dalla pagina del servizio stesso.';
/** What a credential-like field seems to be, and why not in a form (docs/behaviour.md §11). */
const itCredentials: Record<CredentialKind, readonly [string, string]> = {
  password: ['una password', `I server non devono chiedere password in un modulo; ${signInIt}`],
  apiKey: ['una chiave API', `I server non devono chiedere chiavi API in un modulo; ${signInIt}`],
  token: ['un token di accesso', `I server non devono chiedere token di accesso in un modulo; ${signInIt}`],
  secret: ['una chiave segreta', `I server non devono chiedere chiavi segrete in un modulo; ${signInIt}`],
  payment: ['i dati di una carta di pagamento', 'I server non devono chiedere dati di pagamento in un modulo; meglio pagare dalla pagina del servizio stesso.'],
};

export const it: Messages = {
  submit: 'Invia',
  decline: 'Rifiuta',
  cancel: 'Annulla',
  dismiss: 'Chiudi',
  required: 'obbligatorio',
  serverLabel: 'Richiesta da',
  unsupportedTitle: 'Questa richiesta non può essere mostrata qui',
  unsupportedDetails: 'Dettagli per sviluppatori',
  sentAccepted: 'Inviato',
  sentDeclined: 'Rifiutato',
  sentCancelled: 'Annullato',
  approvalAllow: 'Consenti',
  approvalDecline: 'Rifiuta',
  approvalAllowed: 'Consentito',
  approvalTool: 'Strumento',
  approvalServer: 'Server',
  discardQuestion: 'Scartare le risposte?',
  discardConfirm: 'Scarta',
  discardKeepEditing: 'Continua a modificare',
  summaryYes: 'Sì',
  summaryNo: 'No',
  summaryListSeparator: ', ',
  summaryDateLocale: 'it',
  summaryDate: (date) => date,
  credentialWarning: (server, kind) => `${server} chiede quella che sembra ${itCredentials[kind][0]}. ${itCredentials[kind][1]}`,
  credentialRefused: (server, kind) =>
    `${server} ha chiesto quella che sembra ${itCredentials[kind][0]}, quindi questa app ha rifiutato la richiesta. ${itCredentials[kind][1]}`,
  credentialUnknownServer: 'Questo server',
  summaryMasked: 'Nascosto',
  errorsSummary: (count) => (count === 1 ? `${n(count)} campo da correggere` : `${n(count)} campi da correggere`),
  missingField: (kind) => `Nessun componente è registrato per i campi «${kind}».`,
  textCharacterCount: (count, max) => `${n(count)} di ${n(max)} caratteri`,
  dateChoose: 'Scegli una data',
  numberWhole: 'Numero intero',
  numberBetween: (min, max) => `Tra ${n(min)} e ${n(max)}`,
  numberAtLeast: (min) => `Almeno ${n(min)}`,
  numberAtMost: (max) => `Al massimo ${n(max)}`,

  choiceNone: 'Nessuno',
  choicePlaceholder: 'Scegli un’opzione',
  choiceSearch: 'Cerca opzioni',
  choiceNoMatches: 'Nessun risultato',
  choiceClear: 'Cancella scelta',
  choiceClearFor: (label) => `Cancella scelta per ${label}`,
  choiceCount: (min, max) => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) return atLeast === max ? `Scegline ${n(max)}` : `Scegline da ${n(atLeast)} a ${n(max)}`;
    if (atLeast !== undefined) return `Scegline almeno ${n(atLeast)}`;
    if (max !== undefined) return `Scegline fino a ${n(max)}`;
    return undefined;
  },

  suggestionsCount: (count) => (count === 0 ? 'Nessun suggerimento' : plural(count, 'suggerimento', 'suggerimenti')),
  suggestionsShow: 'Mostra suggerimenti',
  calendarPreviousMonth: 'Mese precedente',
  calendarNextMonth: 'Mese successivo',
  calendarTime: 'Ora',
  calendarTimeZone: (zone) => `Fuso orario: ${zone}`,
  suggestionsChosen: (title) => `Suggerimento: ${title}`,
  stringListRemove: (label) => `Rimuovi ${label}`,
  stringListEntries: (label) => `${label}: voci`,
  stringListHowToAdd: 'Invio per aggiungere',
  stringListRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? plural(max, 'voce', 'voci') : `${n(min)}–${n(max)} voci`;
    if (min !== undefined) return `almeno ${plural(min, 'voce', 'voci')}`;
    return `fino a ${plural(max ?? 0, 'voce', 'voci')}`;
  },
  stringListUnique: 'senza ripetizioni',
  stringListHintSeparator: ',',
  stringListCount: (count, max) => `${n(count)} di ${n(max)}`,
  stringListDuplicate: (entry) => `«${entry}» è già nell’elenco.`,
  stringListFull: (max) => `L’elenco è pieno (al massimo ${n(max)}). Rimuovi una voce per aggiungerne un’altra.`,
  stringListEntryError: (label, message) => `«${label}»: ${message}`,
  stringListAdded: (label) => `${label} aggiunto.`,
  stringListRemoved: (label) => `${label} rimosso.`,

  pickerAddFiles: 'Aggiungi file…',
  pickerAddFile: 'Aggiungi un file…',
  pickerAddFolder: 'Aggiungi cartella…',
  pickerDropFiles: 'o trascina qui i file',
  pickerDropFolder: 'o trascina qui una cartella',
  pickerRemoveButton: 'Rimuovi',
  pickerRemove: (label) => `Rimuovi ${label}`,
  pickerPreviewButton: 'Anteprima',
  pickerRestoreButton: 'Aggiungi di nuovo',
  pickerRestore: (label) => `Aggiungi di nuovo ${label}`,
  pickerRemovedHeading: 'Rimossi',
  pickerRestored: (label) => `${label} aggiunto di nuovo`,
  pickerPreview: (label) => `Anteprima di ${label}`,
  pickerClear: 'Cancella selezione',
  pickerEmpty: 'L’elenco è vuoto. Aggiungi elementi per inviarli.',
  pickerAddedHeading: 'Aggiunti da te',
  pickerAddedMark: 'aggiunto',
  pickerAdding: (name) => `Aggiunta di ${name}…`,
  pickerAdded: (name) => `${name} aggiunto`,
  pickerRemoved: (label) => `${label} rimosso`,
  pickerSelectedExisting: (name) => `${name} è uno degli elementi proposti; ora è selezionato`,
  pickerDuplicate: (name) => `${name} è già nell’elenco`,
  pickerAddFailed: (name, reason) => `Impossibile aggiungere ${name}${reason ? `: ${reason}` : ''}`,
  pickerBadUri: (name) => `Impossibile aggiungere ${name}: l’app non gli ha dato un indirizzo valido`,
  pickerDismiss: (name) => `Ignora ${name}`,
  pickerRefused: (name, accept) =>
    `Impossibile aggiungere ${name}: ${accept.length === 1 ? 'è accettato' : 'sono accettati'} solo ${accept.join(', ')}`,
  pickerFolderOnly: (name) => `Impossibile aggiungere ${name}: scegli una cartella`,
  pickerFileOnly: (name) => `Impossibile aggiungere ${name}: è una cartella; scegli dei file`,
  pickerOneOnly: 'Qui si può scegliere un solo elemento; è stato usato il primo',
  pickerRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `Scegline ${n(min)}` : `Scegline da ${n(min)} a ${n(max)}`;
    if (min !== undefined) return `Scegline almeno ${n(min)}`;
    return max !== undefined ? `Scegline al massimo ${n(max)}` : '';
  },
  pickerCount: (count) => (count === 1 ? `${n(count)} scelto` : `${n(count)} scelti`),
  pickerListCount: (count) => plural(count, 'elemento', 'elementi'),
  pickerFolder: 'Cartella',
  pickerFileType: ({ kind, format, noun = 'file' }) => {
    if (kind === 'folder') return 'Cartella';
    const word = { document: 'Documento', spreadsheet: 'Foglio di calcolo', presentation: 'Presentazione', image: 'Immagine',
      archive: 'Archivio', audio: 'File audio', video: 'Video', text: 'File di testo', file: 'File' }[noun];
    return format === undefined ? word : `${word} ${format}`;
  },
  pickerFileSize: (bytes) => fileSize(bytes, 'it', ['B', 'kB', 'MB', 'GB', 'TB']),

  hostDialogTitle: (server) => `${server} ha bisogno di una tua risposta`,
  hostUnknownServer: 'Un server MCP',
  hostClose: 'Chiudi',
  hostWaiting: (count) => (count === 1 ? `Ancora ${n(count)} richiesta in attesa` : `Ancora ${n(count)} richieste in attesa`),
  hostUnsupportedReason: (reason) => `Motivo: ${reason}`,
  hostInvalidRequest: (server) => `${server} ha inviato una richiesta che questa app non può mostrare`,

  relayAnsweredElsewhere: 'Risposta data in un’altra scheda',
  relaySending: 'Invio…',
  relayTooLarge: 'La risposta è troppo lunga per essere inviata. Accorciala e inviala di nuovo.',
  relayExpired: 'Questa richiesta è scaduta prima di ricevere risposta',
  relayWithdrawn: 'Questa richiesta è stata ritirata: non c’è più nulla che attenda una risposta',
  relayRefused: 'Il server non ha accettato questa risposta. Controllala e inviala di nuovo.',
  relaySendFailed: 'Impossibile inviare la risposta. Controlla la connessione e inviala di nuovo.',

  urlTitle: 'Aprire una pagina web?',
  urlSiteLabel: 'Sito',
  urlAddressLabel: 'Indirizzo completo',
  urlWarningsTitle: 'Controlla questo indirizzo prima di aprirlo',
  urlWarningIdn: (unicode, ascii) => `Il nome di questo sito usa caratteri internazionali. Si legge «${unicode}» ma il suo indirizzo reale è «${ascii}».`,
  urlWarningMixedScripts: (label, scripts, hostname) => `«${label}» mescola caratteri di alfabeti diversi (${scripts.join(', ')}), un trucco comune per imitare un altro sito. Questo link apre ${hostname}.`,
  urlWarningUnusualHost: (hostname) => `Questo indirizzo è insolito: potrebbe non essere un sito reale. Questo link apre ${hostname}.`,
  urlWarningUserinfo: (userinfo, hostname) => `«${userinfo}@» non è il sito. Questo link apre ${hostname}.`,
  urlWarningIpLiteral: (hostname) => `Questo link porta a un semplice indirizzo di rete (${hostname}), non a un sito con un nome.`,
  urlWarningInsecureHttp: (hostname) => `Questo link a ${hostname} non è sicuro (http): altri sulla rete potrebbero leggere o modificare la pagina.`,
  urlRefusedScheme: (scheme) => `Questo link non si può aprire qui: i link «${scheme}:» non sono consentiti, solo https e http.`,
  urlRefusedInvalid: 'Questo link non si può aprire qui: non è un indirizzo web valido.',
  urlOpenHint: 'Non viene caricato nulla finché non scegli Apri. La pagina si apre in una nuova finestra del browser.',
  urlOpen: 'Apri',
  urlOpenAgain: 'Apri di nuovo',
  urlWaiting: 'Completa nella finestra che si è aperta, poi torna qui.',
  urlWaitingForServer: 'Completa nella finestra che si è aperta. Questo si chiude quando il server lo conferma.',
  urlFinished: 'Ho finito',
  urlClose: 'Smetti di attendere',

  validation: {
    required: 'Questo campo è obbligatorio',
    notANumber: 'Inserisci un numero',
    notAnInteger: 'Inserisci un numero intero',
    notText: 'Inserisci del testo',
    notAList: 'Scegli dall’elenco',
    notABoolean: 'Scegli sì o no',
    nullValue: 'Questo campo non ha un valore (null)',
    tooShort: (min) => `Inserisci almeno ${plural(min, 'carattere', 'caratteri')}`,
    tooLong: (max) => `Inserisci al massimo ${plural(max, 'carattere', 'caratteri')}`,
    patternMismatch: 'Inserisci un valore nel formato richiesto',
    email: 'Inserisci un indirizzo email valido',
    uri: 'Inserisci un URI valido, ad esempio https://example.com/file',
    date: 'Inserisci una data valida',
    dateTime: 'Inserisci una data e un’ora',
    dateIncomplete: 'Inserisci la data completa',
    dateTimeIncomplete: 'Inserisci la data e l’ora complete',
    numberBetween: (min, max) => `Inserisci un numero tra ${n(min)} e ${n(max)}`,
    numberAtLeast: (min) => `Inserisci un numero di almeno ${n(min)}`,
    numberAtMost: (max) => `Inserisci un numero di al massimo ${n(max)}`,
    numberAbove: (limit) => `Inserisci un numero maggiore di ${n(limit)}`,
    numberBelow: (limit) => `Inserisci un numero minore di ${n(limit)}`,
    multipleOf: (step) => `Inserisci un multiplo di ${n(step)}`,
    notAnOption: 'Scegli una delle opzioni',
    chooseBetween: (min, max) => `Scegli tra ${n(min)} e ${n(max)} opzioni`,
    chooseAtLeast: (min) => `Scegli almeno ${plural(min, 'opzione', 'opzioni')}`,
    chooseAtMost: (max) => `Scegli al massimo ${plural(max, 'opzione', 'opzioni')}`,
    listBetween: (min, max) => `Aggiungi tra ${n(min)} e ${n(max)} elementi`,
    listAtLeast: (min) => `Aggiungi almeno ${plural(min, 'elemento', 'elementi')}`,
    listAtMost: (max) => `Aggiungi al massimo ${plural(max, 'elemento', 'elementi')}`,
    duplicate: 'Questa voce compare due volte',
    notOffered: 'Scegli una delle risorse proposte',
    unknownField: 'Questo campo non fa parte del modulo',
    invalidValue: 'Inserisci un valore valido',
    badAction: 'L’azione deve essere accept, decline o cancel',
    missingContent: 'Una risposta accettata deve avere un contenuto',
    strayContent: 'Solo una risposta accettata può avere un contenuto',
    contentNotObject: 'Il contenuto deve essere un oggetto',
    invalidSchema: 'Impossibile verificare lo schema del modulo',
  },
};
