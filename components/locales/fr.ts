/**
 * elicit-kit/locales/fr — every string of the kit in French, validation messages included. Typed as a complete
 * `Messages` catalogue, so a key added to the kit fails typecheck here until it is translated.
 * @example
 * import { fr } from 'elicit-kit/locales/fr';
 * <ElicitationForm messages={fr} … />   // or, for the custom element: element.messages = fr
 */
import type { Messages } from '../messages.ts';
import type { CredentialKind } from '../../src/credentials.ts';
import { fileSize } from './fileSize.ts';

const n = (count: number) => count.toLocaleString('fr');
/** French plural: 0 and 1 take the singular. */
const plural = (count: number, one: string, many: string) => `${n(count)} ${count <= 1 ? one : many}`;

const signInFr = 'connectez-vous plutôt sur la page du service lui-même.';
/** What a credential-like field seems to be, and why not in a form (docs/behaviour.md §11). */
const frCredentials: Record<CredentialKind, readonly [string, string]> = {
  password: ['un mot de passe', `Un serveur ne doit pas demander de mot de passe dans un formulaire ; ${signInFr}`],
  apiKey: ['une clé d’API', `Un serveur ne doit pas demander de clé d’API dans un formulaire ; ${signInFr}`],
  token: ['un jeton d’accès', `Un serveur ne doit pas demander de jeton d’accès dans un formulaire ; ${signInFr}`],
  secret: ['une clé secrète', `Un serveur ne doit pas demander de clé secrète dans un formulaire ; ${signInFr}`],
  payment: ['des données de carte bancaire', 'Un serveur ne doit pas demander de données de paiement dans un formulaire ; payez plutôt sur la page du service lui-même.'],
};

export const fr: Messages = {
  submit: 'Envoyer',
  decline: 'Refuser',
  cancel: 'Annuler',
  dismiss: 'Fermer',
  required: 'obligatoire',
  serverLabel: 'Demande de',
  unsupportedTitle: 'Cette demande ne peut pas être affichée ici',
  unsupportedDetails: 'Détails pour les développeurs',
  sentAccepted: 'Envoyé',
  sentDeclined: 'Refusé',
  sentCancelled: 'Annulé',
  approvalAllow: 'Autoriser',
  approvalDecline: 'Refuser',
  approvalAllowed: 'Autorisé',
  approvalTool: 'Outil',
  approvalServer: 'Serveur',
  discardQuestion: 'Abandonner vos réponses\u00a0?',
  discardConfirm: 'Abandonner',
  discardKeepEditing: 'Continuer la saisie',
  summaryYes: 'Oui',
  summaryNo: 'Non',
  summaryListSeparator: ', ',
  summaryDateLocale: 'fr',
  summaryDate: (date) => date,
  credentialWarning: (server, kind) => `${server} demande ce qui ressemble à ${frCredentials[kind][0]}. ${frCredentials[kind][1]}`,
  credentialRefused: (server, kind) =>
    `${server} a demandé ce qui ressemble à ${frCredentials[kind][0]} : cette application a refusé la demande. ${frCredentials[kind][1]}`,
  credentialUnknownServer: 'Ce serveur',
  summaryMasked: 'Masqué',
  errorsSummary: (count) => (count <= 1 ? `${n(count)} champ à corriger` : `${n(count)} champs à corriger`),
  missingField: (kind) => `Aucun composant n’est enregistré pour les champs « ${kind} ».`,
  textCharacterCount: (count, max) => `${n(count)} sur ${n(max)} caractères`,
  dateChoose: 'Choisir une date',
  numberWhole: 'Nombre entier',
  numberBetween: (min, max) => `Entre ${n(min)} et ${n(max)}`,
  numberAtLeast: (min) => `Au moins ${n(min)}`,
  numberAtMost: (max) => `Au plus ${n(max)}`,

  choiceNone: 'Aucun',
  choicePlaceholder: 'Choisissez une option',
  choiceSearch: 'Rechercher des options',
  choiceNoMatches: 'Aucun résultat',
  choiceClear: 'Effacer le choix',
  choiceClearFor: (label) => `Effacer le choix pour ${label}`,
  choiceCount: (min, max) => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) return atLeast === max ? `Choisissez-en ${n(max)}` : `Choisissez-en de ${n(atLeast)} à ${n(max)}`;
    if (atLeast !== undefined) return `Choisissez-en au moins ${n(atLeast)}`;
    if (max !== undefined) return `Choisissez-en jusqu’à ${n(max)}`;
    return undefined;
  },

  suggestionsCount: (count) => (count === 0 ? 'Aucune suggestion' : plural(count, 'suggestion', 'suggestions')),
  suggestionsShow: 'Afficher les suggestions',
  calendarPreviousMonth: 'Mois précédent',
  calendarNextMonth: 'Mois suivant',
  calendarTime: 'Heure',
  calendarTimeZone: (zone) => `Fuseau horaire : ${zone}`,
  suggestionsChosen: (title) => `Suggestion : ${title}`,
  stringListRemove: (label) => `Retirer ${label}`,
  stringListEntries: (label) => `${label} : entrées`,
  stringListHowToAdd: 'Entrée pour ajouter',
  stringListRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? plural(max, 'entrée', 'entrées') : `${n(min)}–${n(max)} entrées`;
    if (min !== undefined) return `au moins ${plural(min, 'entrée', 'entrées')}`;
    return `jusqu’à ${plural(max ?? 0, 'entrée', 'entrées')}`;
  },
  stringListUnique: 'sans doublons',
  stringListHintSeparator: ',',
  stringListCount: (count, max) => `${n(count)} sur ${n(max)}`,
  stringListDuplicate: (entry) => `« ${entry} » est déjà dans la liste.`,
  stringListFull: (max) => `La liste est pleine (${n(max)} au plus). Retirez une entrée pour en ajouter une autre.`,
  stringListEntryError: (label, message) => `« ${label} » : ${message}`,
  stringListAdded: (label) => `${label} ajouté.`,
  stringListRemoved: (label) => `${label} retiré.`,

  pickerAddFiles: 'Ajouter des fichiers…',
  pickerAddFile: 'Ajouter un fichier…',
  pickerAddFolder: 'Ajouter un dossier…',
  pickerDropFiles: 'ou déposez des fichiers ici',
  pickerDropFolder: 'ou déposez un dossier ici',
  pickerRemoveButton: 'Retirer',
  pickerRemove: (label) => `Retirer ${label}`,
  pickerPreviewButton: 'Aperçu',
  pickerRestoreButton: 'Remettre',
  pickerRestore: (label) => `Remettre ${label}`,
  pickerRemovedHeading: 'Retirés',
  pickerRestored: (label) => `${label} remis`,
  pickerPreview: (label) => `Aperçu de ${label}`,
  pickerClear: 'Effacer la sélection',
  pickerEmpty: 'La liste est vide. Ajoutez des éléments pour les envoyer.',
  pickerAddedHeading: 'Ajoutés par vous',
  pickerAddedMark: 'ajouté',
  pickerAdding: (name) => `Ajout de ${name}…`,
  pickerAdded: (name) => `${name} ajouté`,
  pickerRemoved: (label) => `${label} retiré`,
  pickerSelectedExisting: (name) => `${name} fait partie des éléments proposés ; il est maintenant sélectionné`,
  pickerDuplicate: (name) => `${name} est déjà dans la liste`,
  pickerAddFailed: (name, reason) => `Impossible d’ajouter ${name}${reason ? ` : ${reason}` : ''}`,
  pickerBadUri: (name) => `Impossible d’ajouter ${name} : l’hôte ne lui a pas donné d’adresse valide`,
  pickerDismiss: (name) => `Masquer ${name}`,
  pickerRefused: (name, accept) =>
    `${name} ne peut pas être ajouté : ${accept.length === 1 ? 'seul' : 'seuls'} ${accept.join(', ')} ${accept.length === 1 ? 'est accepté' : 'sont acceptés'}`,
  pickerFolderOnly: (name) => `${name} ne peut pas être ajouté : choisissez un dossier`,
  pickerFileOnly: (name) => `${name} ne peut pas être ajouté : c’est un dossier ; choisissez des fichiers`,
  pickerOneOnly: 'Un seul élément peut être choisi ici ; le premier a été retenu',
  pickerRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `Choisissez-en ${n(min)}` : `Choisissez-en de ${n(min)} à ${n(max)}`;
    if (min !== undefined) return `Choisissez-en au moins ${n(min)}`;
    return max !== undefined ? `Choisissez-en au plus ${n(max)}` : '';
  },
  pickerCount: (count) => (count <= 1 ? `${n(count)} choisi` : `${n(count)} choisis`),
  pickerListCount: (count) => plural(count, 'élément', 'éléments'),
  pickerFolder: 'Dossier',
  pickerFileType: ({ kind, format, noun = 'file' }) => {
    if (kind === 'folder') return 'Dossier';
    const word = { document: 'Document', spreadsheet: 'Feuille de calcul', presentation: 'Présentation', image: 'Image',
      archive: 'Archive', audio: 'Fichier audio', video: 'Vidéo', text: 'Fichier texte', file: 'Fichier' }[noun];
    return format === undefined ? word : `${word} ${format}`;
  },
  pickerFileSize: (bytes) => fileSize(bytes, 'fr', ['o', 'ko', 'Mo', 'Go', 'To']),

  hostDialogTitle: (server) => `${server} a besoin de votre réponse`,
  hostUnknownServer: 'Un serveur MCP',
  hostClose: 'Fermer',
  hostWaiting: (count) => (count <= 1 ? `${n(count)} autre demande attend` : `${n(count)} autres demandes attendent`),
  hostUnsupportedReason: (reason) => `Raison : ${reason}`,
  hostInvalidRequest: (server) => `${server} a envoyé une demande que cette application ne peut pas afficher`,

  relayAnsweredElsewhere: 'Répondu dans un autre onglet',
  relaySending: 'Envoi…',
  relayTooLarge: 'Votre réponse est trop longue pour être envoyée. Raccourcissez-la et envoyez-la de nouveau.',
  relayExpired: 'Cette demande a expiré avant d’avoir reçu une réponse',
  relayWithdrawn: 'Cette demande a été retirée : plus rien n’attend de réponse',
  relayRefused: 'Le serveur n’a pas accepté cette réponse. Vérifiez-la et envoyez-la de nouveau.',
  relaySendFailed: 'Votre réponse n’a pas pu être envoyée. Vérifiez votre connexion et envoyez-la de nouveau.',

  urlTitle: 'Ouvrir une page web ?',
  urlSiteLabel: 'Site',
  urlAddressLabel: 'Adresse complète',
  urlWarningsTitle: 'Vérifiez cette adresse avant de l’ouvrir',
  urlWarningIdn: (unicode, ascii) => `Ce nom utilise des caractères internationaux. Il se lit « ${unicode} » mais son adresse réelle est « ${ascii} ».`,
  urlWarningMixedScripts: (label, scripts, hostname) => `« ${label} » mélange des caractères de plusieurs alphabets (${scripts.join(', ')}), une ruse courante pour imiter un autre site. Ce lien ouvre ${hostname}.`,
  urlWarningUnusualHost: (hostname) => `Cette adresse est inhabituelle : ce n’est peut-être pas un vrai site. Ce lien ouvre ${hostname}.`,
  urlWarningUserinfo: (userinfo, hostname) => `« ${userinfo}@ » n’est pas le site. Ce lien ouvre ${hostname}.`,
  urlWarningIpLiteral: (hostname) => `Ce lien mène à une simple adresse réseau (${hostname}), pas à un site nommé.`,
  urlWarningInsecureHttp: (hostname) => `Ce lien vers ${hostname} n’est pas sécurisé (http) : d’autres sur le réseau pourraient lire ou modifier la page.`,
  urlRefusedScheme: (scheme) => `Ce lien ne peut pas être ouvert ici : les liens « ${scheme}: » ne sont pas autorisés, seulement https et http.`,
  urlRefusedInvalid: 'Ce lien ne peut pas être ouvert ici : ce n’est pas une adresse web valide.',
  urlOpenHint: 'Rien n’est chargé avant que vous choisissiez Ouvrir. La page s’ouvre dans une nouvelle fenêtre.',
  urlOpen: 'Ouvrir',
  urlOpenAgain: 'Ouvrir à nouveau',
  urlWaiting: 'Terminez dans la fenêtre ouverte, puis revenez ici.',
  urlWaitingForServer: 'Terminez dans la fenêtre ouverte. Ceci se fermera quand le serveur le confirmera.',
  urlFinished: 'J’ai terminé',
  urlClose: 'Ne plus attendre',

  validation: {
    required: 'Ce champ est obligatoire',
    notANumber: 'Saisissez un nombre',
    notAnInteger: 'Saisissez un nombre entier',
    notText: 'Saisissez du texte',
    notAList: 'Choisissez dans la liste',
    notABoolean: 'Choisissez oui ou non',
    nullValue: 'Ce champ n’a pas de valeur (null)',
    tooShort: (min) => `Saisissez au moins ${plural(min, 'caractère', 'caractères')}`,
    tooLong: (max) => `Saisissez au plus ${plural(max, 'caractère', 'caractères')}`,
    patternMismatch: 'Saisissez une valeur au format demandé',
    email: 'Saisissez une adresse e-mail valide',
    uri: 'Saisissez un URI valide, par exemple https://example.com/fichier',
    date: 'Saisissez une date valide',
    dateTime: 'Saisissez une date et une heure',
    dateIncomplete: 'Saisissez la date complète',
    dateTimeIncomplete: 'Saisissez la date et l’heure complètes',
    numberBetween: (min, max) => `Saisissez un nombre entre ${n(min)} et ${n(max)}`,
    numberAtLeast: (min) => `Saisissez un nombre d’au moins ${n(min)}`,
    numberAtMost: (max) => `Saisissez un nombre d’au plus ${n(max)}`,
    numberAbove: (limit) => `Saisissez un nombre supérieur à ${n(limit)}`,
    numberBelow: (limit) => `Saisissez un nombre inférieur à ${n(limit)}`,
    multipleOf: (step) => `Saisissez un multiple de ${n(step)}`,
    notAnOption: 'Choisissez l’une des options',
    chooseBetween: (min, max) => `Choisissez entre ${n(min)} et ${n(max)} options`,
    chooseAtLeast: (min) => `Choisissez au moins ${plural(min, 'option', 'options')}`,
    chooseAtMost: (max) => `Choisissez au plus ${plural(max, 'option', 'options')}`,
    listBetween: (min, max) => `Ajoutez entre ${n(min)} et ${n(max)} éléments`,
    listAtLeast: (min) => `Ajoutez au moins ${plural(min, 'élément', 'éléments')}`,
    listAtMost: (max) => `Ajoutez au plus ${plural(max, 'élément', 'éléments')}`,
    duplicate: 'Cette entrée figure deux fois',
    notOffered: 'Choisissez l’une des ressources proposées',
    unknownField: 'Ce champ ne fait pas partie du formulaire',
    invalidValue: 'Saisissez une valeur valide',
    badAction: 'L’action doit être accept, decline ou cancel',
    missingContent: 'Une réponse acceptée doit avoir un contenu',
    strayContent: 'Seule une réponse acceptée peut avoir un contenu',
    contentNotObject: 'Le contenu doit être un objet',
    invalidSchema: 'Le schéma du formulaire n’a pas pu être vérifié',
  },
};
