/**
 * elicit-kit/locales/de — every string of the kit in German, validation messages included. Typed as a complete
 * `Messages` catalogue, so a key added to the kit fails typecheck here until it is translated.
 * @example
 * import { de } from 'elicit-kit/locales/de';
 * <ElicitationForm messages={de} … />   // or, for the custom element: element.messages = de
 */
import type { Messages } from '../messages.ts';
import type { CredentialKind } from '../../src/credentials.ts';
import { fileSize } from './fileSize.ts';

const n = (count: number) => count.toLocaleString('de');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

const signInDe = 'melden Sie sich besser auf der Seite des Dienstes selbst an.';
/** What a credential-like field seems to be, and why not in a form (docs/behaviour.md §11). */
const deCredentials: Record<CredentialKind, readonly [string, string]> = {
  password: ['ein Passwort', `Server dürfen in einem Formular nicht nach Passwörtern fragen; ${signInDe}`],
  apiKey: ['ein API-Schlüssel', `Server dürfen in einem Formular nicht nach API-Schlüsseln fragen; ${signInDe}`],
  token: ['ein Zugriffstoken', `Server dürfen in einem Formular nicht nach Zugriffstokens fragen; ${signInDe}`],
  secret: ['ein geheimer Schlüssel', `Server dürfen in einem Formular nicht nach geheimen Schlüsseln fragen; ${signInDe}`],
  payment: ['Kartendaten', 'Server dürfen in einem Formular nicht nach Zahlungsdaten fragen; bezahlen Sie besser auf der Seite des Dienstes selbst.'],
};

export const de: Messages = {
  submit: 'Senden',
  decline: 'Ablehnen',
  cancel: 'Abbrechen',
  dismiss: 'Schließen',
  required: 'Pflichtfeld',
  serverLabel: 'Anfrage von',
  unsupportedTitle: 'Diese Anfrage kann hier nicht angezeigt werden',
  unsupportedDetails: 'Details für Entwickler',
  sentAccepted: 'Gesendet',
  sentDeclined: 'Abgelehnt',
  sentCancelled: 'Abgebrochen',
  approvalAllow: 'Zulassen',
  approvalDecline: 'Ablehnen',
  approvalAllowed: 'Zugelassen',
  approvalTool: 'Werkzeug',
  approvalServer: 'Server',
  discardQuestion: 'Ihre Antworten verwerfen?',
  discardConfirm: 'Verwerfen',
  discardKeepEditing: 'Weiter bearbeiten',
  summaryYes: 'Ja',
  summaryNo: 'Nein',
  summaryListSeparator: ', ',
  summaryDateLocale: 'de',
  summaryDate: (date) => date,
  credentialWarning: (server, kind) => `${server} fragt nach etwas, das wie ${deCredentials[kind][0]} aussieht. ${deCredentials[kind][1]}`,
  credentialRefused: (server, kind) =>
    `${server} hat nach etwas gefragt, das wie ${deCredentials[kind][0]} aussieht, deshalb hat diese App die Anfrage zurückgewiesen. ${deCredentials[kind][1]}`,
  credentialUnknownServer: 'Dieser Server',
  summaryMasked: 'Verborgen',
  errorsSummary: (count) => (count === 1 ? '1 Feld muss korrigiert werden' : `${n(count)} Felder müssen korrigiert werden`),
  missingField: (kind) => `Für Felder vom Typ „${kind}“ ist keine Komponente registriert.`,
  textCharacterCount: (count, max) => `${n(count)} von ${n(max)} Zeichen`,
  dateChoose: 'Datum wählen',
  numberWhole: 'Ganze Zahl',
  numberBetween: (min, max) => `Zwischen ${n(min)} und ${n(max)}`,
  numberAtLeast: (min) => `Mindestens ${n(min)}`,
  numberAtMost: (max) => `Höchstens ${n(max)}`,

  choiceNone: 'Keine Auswahl',
  choicePlaceholder: 'Option wählen',
  choiceSearch: 'Optionen durchsuchen',
  choiceNoMatches: 'Keine Treffer',
  choiceClear: 'Auswahl löschen',
  choiceClearFor: (label) => `Auswahl löschen für ${label}`,
  choiceCount: (min, max) => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) return atLeast === max ? `Wählen Sie ${n(max)}` : `Wählen Sie ${n(atLeast)} bis ${n(max)}`;
    if (atLeast !== undefined) return `Wählen Sie mindestens ${n(atLeast)}`;
    if (max !== undefined) return `Wählen Sie bis zu ${n(max)}`;
    return undefined;
  },

  suggestionsCount: (count) => (count === 0 ? 'Keine Vorschläge' : plural(count, 'Vorschlag', 'Vorschläge')),
  suggestionsShow: 'Vorschläge anzeigen',
  calendarPreviousMonth: 'Vorheriger Monat',
  calendarNextMonth: 'Nächster Monat',
  calendarTime: 'Uhrzeit',
  calendarTimeZone: (zone) => `Zeitzone: ${zone}`,
  suggestionsChosen: (title) => `Vorschlag: ${title}`,
  stringListRemove: (label) => `${label} entfernen`,
  stringListEntries: (label) => `${label}: Einträge`,
  stringListHowToAdd: 'Eingabetaste zum Hinzufügen',
  stringListRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? plural(max, 'Eintrag', 'Einträge') : `${n(min)}–${n(max)} Einträge`;
    if (min !== undefined) return `mindestens ${plural(min, 'Eintrag', 'Einträge')}`;
    return `bis zu ${plural(max ?? 0, 'Eintrag', 'Einträge')}`;
  },
  stringListUnique: 'keine Wiederholungen',
  stringListHintSeparator: ',',
  stringListCount: (count, max) => `${n(count)} von ${n(max)}`,
  stringListDuplicate: (entry) => `„${entry}“ ist bereits in der Liste.`,
  stringListFull: (max) => `Die Liste ist voll (höchstens ${n(max)}). Entfernen Sie einen Eintrag, um einen weiteren hinzuzufügen.`,
  stringListEntryError: (label, message) => `„${label}“: ${message}`,
  stringListAdded: (label) => `${label} hinzugefügt.`,
  stringListRemoved: (label) => `${label} entfernt.`,

  pickerAddFiles: 'Dateien hinzufügen…',
  pickerAddFile: 'Datei hinzufügen…',
  pickerAddFolder: 'Ordner hinzufügen…',
  pickerDropFiles: 'oder Dateien hier ablegen',
  pickerDropFolder: 'oder einen Ordner hier ablegen',
  pickerRemoveButton: 'Entfernen',
  pickerRemove: (label) => `${label} entfernen`,
  pickerPreviewButton: 'Vorschau',
  pickerRestoreButton: 'Wieder hinzufügen',
  pickerRestore: (label) => `${label} wieder hinzufügen`,
  pickerRemovedHeading: 'Entfernt',
  pickerRestored: (label) => `${label} wieder hinzugefügt`,
  pickerPreview: (label) => `Vorschau von ${label}`,
  pickerClear: 'Auswahl löschen',
  pickerEmpty: 'Die Liste ist leer. Fügen Sie Elemente hinzu, um sie zu senden.',
  pickerAddedHeading: 'Von Ihnen hinzugefügt',
  pickerAddedMark: 'hinzugefügt',
  pickerAdding: (name) => `${name} wird hinzugefügt…`,
  pickerAdded: (name) => `${name} hinzugefügt`,
  pickerRemoved: (label) => `${label} entfernt`,
  pickerSelectedExisting: (name) => `${name} gehört zu den angebotenen Elementen; es ist jetzt ausgewählt`,
  pickerDuplicate: (name) => `${name} ist bereits in der Liste`,
  pickerAddFailed: (name, reason) => `${name} konnte nicht hinzugefügt werden${reason ? `: ${reason}` : ''}`,
  pickerBadUri: (name) => `${name} konnte nicht hinzugefügt werden: Der Host hat keine gültige Adresse geliefert`,
  pickerDismiss: (name) => `${name} ausblenden`,
  pickerRefused: (name, accept) => `${name} kann nicht hinzugefügt werden: nur ${accept.join(', ')} ${accept.length === 1 ? 'wird' : 'werden'} akzeptiert`,
  pickerFolderOnly: (name) => `${name} kann nicht hinzugefügt werden: Wählen Sie einen Ordner`,
  pickerFileOnly: (name) => `${name} kann nicht hinzugefügt werden: Es ist ein Ordner; wählen Sie Dateien`,
  pickerOneOnly: 'Hier kann nur ein Element gewählt werden; das erste wurde übernommen',
  pickerRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `Wählen Sie ${n(min)}` : `Wählen Sie ${n(min)} bis ${n(max)}`;
    if (min !== undefined) return `Wählen Sie mindestens ${n(min)}`;
    return max !== undefined ? `Wählen Sie höchstens ${n(max)}` : '';
  },
  pickerCount: (count) => `${n(count)} gewählt`,
  pickerListCount: (count) => plural(count, 'Element', 'Elemente'),
  pickerFolder: 'Ordner',
  pickerFileType: ({ kind, format, noun = 'file' }) => {
    if (kind === 'folder') return 'Ordner';
    const word = { document: 'Dokument', spreadsheet: 'Tabelle', presentation: 'Präsentation', image: 'Bild', archive: 'Archiv',
      audio: 'Audiodatei', video: 'Video', text: 'Textdatei', file: 'Datei' }[noun];
    return format === undefined ? word : `${format}-${word}`;
  },
  pickerFileSize: (bytes) => fileSize(bytes, 'de', ['B', 'kB', 'MB', 'GB', 'TB']),

  hostDialogTitle: (server) => `${server} braucht Ihre Eingabe`,
  hostUnknownServer: 'Ein MCP-Server',
  hostClose: 'Schließen',
  hostWaiting: (count) => (count === 1 ? '1 weitere Anfrage wartet' : `${n(count)} weitere Anfragen warten`),
  hostUnsupportedReason: (reason) => `Grund: ${reason}`,
  hostInvalidRequest: (server) => `${server} hat eine Anfrage gesendet, die diese App nicht anzeigen kann`,

  relayAnsweredElsewhere: 'In einem anderen Tab beantwortet',
  relaySending: 'Wird gesendet …',
  relayTooLarge: 'Ihre Antwort ist zu lang zum Senden. Kürzen Sie sie und senden Sie sie erneut.',
  relayExpired: 'Diese Anfrage ist abgelaufen, bevor sie beantwortet wurde',
  relayWithdrawn: 'Diese Anfrage wurde zurückgezogen: Es wartet keine Antwort mehr darauf',
  relayRefused: 'Der Server hat diese Antwort nicht angenommen. Prüfen Sie sie und senden Sie sie erneut.',
  relaySendFailed: 'Ihre Antwort konnte nicht gesendet werden. Prüfen Sie Ihre Verbindung und senden Sie sie erneut.',

  urlTitle: 'Eine Webseite öffnen?',
  urlSiteLabel: 'Website',
  urlAddressLabel: 'Vollständige Adresse',
  urlWarningsTitle: 'Prüfen Sie diese Adresse, bevor Sie sie öffnen',
  urlWarningIdn: (unicode, ascii) => `Dieser Name enthält internationale Zeichen. Er lautet „${unicode}“, die echte Adresse ist aber „${ascii}“.`,
  urlWarningMixedScripts: (label, scripts, hostname) => `„${label}“ mischt Zeichen verschiedener Alphabete (${scripts.join(', ')}), ein häufiger Trick, um eine andere Website nachzuahmen. Dieser Link öffnet ${hostname}.`,
  urlWarningUnusualHost: (hostname) => `Diese Adresse ist ungewöhnlich: Sie ist womöglich keine echte Website. Dieser Link öffnet ${hostname}.`,
  urlWarningUserinfo: (userinfo, hostname) => `„${userinfo}@“ ist nicht die Website. Dieser Link öffnet ${hostname}.`,
  urlWarningIpLiteral: (hostname) => `Dieser Link führt zu einer reinen Netzwerkadresse (${hostname}), nicht zu einer benannten Website.`,
  urlWarningInsecureHttp: (hostname) => `Dieser Link zu ${hostname} ist nicht sicher (http): Andere im Netzwerk könnten die Seite lesen oder verändern.`,
  urlRefusedScheme: (scheme) => `Dieser Link kann hier nicht geöffnet werden: „${scheme}:“-Links sind nicht erlaubt, nur https und http.`,
  urlRefusedInvalid: 'Dieser Link kann hier nicht geöffnet werden: Er ist keine gültige Webadresse.',
  urlOpenHint: 'Nichts wird geladen, bevor Sie „Öffnen“ wählen. Die Seite öffnet sich in einem neuen Browserfenster.',
  urlOpen: 'Öffnen',
  urlOpenAgain: 'Erneut öffnen',
  urlWaiting: 'Schließen Sie den Vorgang im geöffneten Fenster ab und kehren Sie dann hierher zurück.',
  urlWaitingForServer: 'Schließen Sie den Vorgang im geöffneten Fenster ab. Dies schließt sich, sobald der Server es bestätigt.',
  urlFinished: 'Ich bin fertig',
  urlClose: 'Nicht mehr warten',

  validation: {
    required: 'Dieses Feld ist erforderlich',
    notANumber: 'Geben Sie eine Zahl ein',
    notAnInteger: 'Geben Sie eine ganze Zahl ein',
    notText: 'Geben Sie Text ein',
    notAList: 'Wählen Sie aus der Liste',
    notABoolean: 'Wählen Sie Ja oder Nein',
    nullValue: 'Dieses Feld hat keinen Wert (null)',
    tooShort: (min) => `Geben Sie mindestens ${plural(min, 'Zeichen', 'Zeichen')} ein`,
    tooLong: (max) => `Geben Sie höchstens ${plural(max, 'Zeichen', 'Zeichen')} ein`,
    patternMismatch: 'Geben Sie einen Wert im verlangten Format ein',
    email: 'Geben Sie eine gültige E-Mail-Adresse ein',
    uri: 'Geben Sie eine gültige URI ein, zum Beispiel https://example.com/datei',
    date: 'Geben Sie ein gültiges Datum ein',
    dateTime: 'Geben Sie Datum und Uhrzeit ein',
    dateIncomplete: 'Geben Sie das vollständige Datum ein',
    dateTimeIncomplete: 'Geben Sie Datum und Uhrzeit vollständig ein',
    numberBetween: (min, max) => `Geben Sie eine Zahl zwischen ${n(min)} und ${n(max)} ein`,
    numberAtLeast: (min) => `Geben Sie eine Zahl von mindestens ${n(min)} ein`,
    numberAtMost: (max) => `Geben Sie eine Zahl von höchstens ${n(max)} ein`,
    numberAbove: (limit) => `Geben Sie eine Zahl größer als ${n(limit)} ein`,
    numberBelow: (limit) => `Geben Sie eine Zahl kleiner als ${n(limit)} ein`,
    multipleOf: (step) => `Geben Sie ein Vielfaches von ${n(step)} ein`,
    notAnOption: 'Wählen Sie eine der Optionen',
    chooseBetween: (min, max) => `Wählen Sie zwischen ${n(min)} und ${n(max)} Optionen`,
    chooseAtLeast: (min) => `Wählen Sie mindestens ${plural(min, 'Option', 'Optionen')}`,
    chooseAtMost: (max) => `Wählen Sie höchstens ${plural(max, 'Option', 'Optionen')}`,
    listBetween: (min, max) => `Fügen Sie zwischen ${n(min)} und ${n(max)} Einträge hinzu`,
    listAtLeast: (min) => `Fügen Sie mindestens ${plural(min, 'Eintrag', 'Einträge')} hinzu`,
    listAtMost: (max) => `Fügen Sie höchstens ${plural(max, 'Eintrag', 'Einträge')} hinzu`,
    duplicate: 'Dieser Eintrag steht zweimal in der Liste',
    notOffered: 'Wählen Sie eine der angebotenen Ressourcen',
    unknownField: 'Dieses Feld gehört nicht zum Formular',
    invalidValue: 'Geben Sie einen gültigen Wert ein',
    badAction: 'Die Aktion muss accept, decline oder cancel sein',
    missingContent: 'Eine angenommene Antwort braucht einen Inhalt',
    strayContent: 'Nur eine angenommene Antwort darf einen Inhalt haben',
    contentNotObject: 'Der Inhalt muss ein Objekt sein',
    invalidSchema: 'Das Formularschema konnte nicht geprüft werden',
  },
};
