/**
 * elicit-kit/locales/es — every string of the kit in Spanish, validation messages included. Typed as a complete
 * `Messages` catalogue, so a key added to the kit fails typecheck here until it is translated.
 * @example
 * import { es } from 'elicit-kit/locales/es';
 * <ElicitationForm messages={es} … />   // or, for the custom element: element.messages = es
 */
import type { Messages } from '../messages.ts';
import type { CredentialKind } from '../../src/credentials.ts';
import { fileSize } from './fileSize.ts';

const n = (count: number) => count.toLocaleString('es');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

const signInEs = 'mejor inicie sesión en la propia página del servicio.';
/** What a credential-like field seems to be, and why not in a form (docs/behaviour.md §11). */
const esCredentials: Record<CredentialKind, readonly [string, string]> = {
  password: ['una contraseña', `Un servidor no debe pedir contraseñas en un formulario; ${signInEs}`],
  apiKey: ['una clave de API', `Un servidor no debe pedir claves de API en un formulario; ${signInEs}`],
  token: ['un token de acceso', `Un servidor no debe pedir tokens de acceso en un formulario; ${signInEs}`],
  secret: ['una clave secreta', `Un servidor no debe pedir claves secretas en un formulario; ${signInEs}`],
  payment: ['datos de una tarjeta de pago', 'Un servidor no debe pedir datos de pago en un formulario; mejor pague en la propia página del servicio.'],
};

export const es: Messages = {
  submit: 'Enviar',
  decline: 'Rechazar',
  cancel: 'Cancelar',
  dismiss: 'Cerrar',
  required: 'obligatorio',
  serverLabel: 'Solicitud de',
  unsupportedTitle: 'Esta solicitud no se puede mostrar aquí',
  unsupportedDetails: 'Detalles para desarrolladores',
  sentAccepted: 'Enviado',
  sentDeclined: 'Rechazado',
  sentCancelled: 'Cancelado',
  approvalAllow: 'Permitir',
  approvalDecline: 'Rechazar',
  approvalAllowed: 'Permitido',
  approvalTool: 'Herramienta',
  approvalServer: 'Servidor',
  discardQuestion: '¿Descartar sus respuestas?',
  discardConfirm: 'Descartar',
  discardKeepEditing: 'Seguir editando',
  summaryYes: 'Sí',
  summaryNo: 'No',
  summaryListSeparator: ', ',
  summaryDateLocale: 'es',
  summaryDate: (date) => date,
  credentialWarning: (server, kind) => `${server} pide lo que parece ${esCredentials[kind][0]}. ${esCredentials[kind][1]}`,
  credentialRefused: (server, kind) =>
    `${server} pidió lo que parece ${esCredentials[kind][0]}, así que esta aplicación rechazó la solicitud. ${esCredentials[kind][1]}`,
  credentialUnknownServer: 'Este servidor',
  summaryMasked: 'Oculto',
  errorsSummary: (count) => (count === 1 ? `${n(count)} campo necesita atención` : `${n(count)} campos necesitan atención`),
  missingField: (kind) => `No hay ningún componente registrado para los campos «${kind}».`,
  textCharacterCount: (count, max) => `${n(count)} de ${n(max)} caracteres`,
  dateChoose: 'Elegir una fecha',
  numberWhole: 'Número entero',
  numberBetween: (min, max) => `Entre ${n(min)} y ${n(max)}`,
  numberAtLeast: (min) => `Al menos ${n(min)}`,
  numberAtMost: (max) => `Como máximo ${n(max)}`,

  choiceNone: 'Ninguno',
  choicePlaceholder: 'Elija una opción',
  choiceSearch: 'Buscar opciones',
  choiceNoMatches: 'Sin resultados',
  choiceClear: 'Borrar selección',
  choiceClearFor: (label) => `Borrar selección de ${label}`,
  choiceCount: (min, max) => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) return atLeast === max ? `Elija ${n(max)}` : `Elija de ${n(atLeast)} a ${n(max)}`;
    if (atLeast !== undefined) return `Elija al menos ${n(atLeast)}`;
    if (max !== undefined) return `Elija hasta ${n(max)}`;
    return undefined;
  },

  suggestionsCount: (count) => (count === 0 ? 'Sin sugerencias' : plural(count, 'sugerencia', 'sugerencias')),
  suggestionsShow: 'Mostrar sugerencias',
  calendarPreviousMonth: 'Mes anterior',
  calendarNextMonth: 'Mes siguiente',
  calendarTime: 'Hora',
  calendarTimeZone: (zone) => `Zona horaria: ${zone}`,
  suggestionsChosen: (title) => `Sugerencia: ${title}`,
  stringListRemove: (label) => `Quitar ${label}`,
  stringListEntries: (label) => `${label}: entradas`,
  stringListHowToAdd: 'Intro para añadir',
  stringListRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? plural(max, 'entrada', 'entradas') : `${n(min)}–${n(max)} entradas`;
    if (min !== undefined) return `al menos ${plural(min, 'entrada', 'entradas')}`;
    return `hasta ${plural(max ?? 0, 'entrada', 'entradas')}`;
  },
  stringListUnique: 'sin repeticiones',
  stringListHintSeparator: ',',
  stringListCount: (count, max) => `${n(count)} de ${n(max)}`,
  stringListDuplicate: (entry) => `«${entry}» ya está en la lista.`,
  stringListFull: (max) => `La lista está llena (como máximo ${n(max)}). Quite una entrada para añadir otra.`,
  stringListEntryError: (label, message) => `«${label}»: ${message}`,
  stringListAdded: (label) => `${label} añadido.`,
  stringListRemoved: (label) => `${label} quitado.`,

  pickerAddFiles: 'Añadir archivos…',
  pickerAddFile: 'Añadir un archivo…',
  pickerAddFolder: 'Añadir carpeta…',
  pickerDropFiles: 'o suelte archivos aquí',
  pickerDropFolder: 'o suelte una carpeta aquí',
  pickerRemoveButton: 'Quitar',
  pickerRemove: (label) => `Quitar ${label}`,
  pickerPreviewButton: 'Vista previa',
  pickerRestoreButton: 'Volver a añadir',
  pickerRestore: (label) => `Volver a añadir ${label}`,
  pickerRemovedHeading: 'Quitados',
  pickerRestored: (label) => `${label} añadido de nuevo`,
  pickerPreview: (label) => `Vista previa de ${label}`,
  pickerClear: 'Borrar selección',
  pickerEmpty: 'No hay nada en la lista. Añada elementos para enviarlos.',
  pickerAddedHeading: 'Añadidos por usted',
  pickerAddedMark: 'añadido',
  pickerAdding: (name) => `Añadiendo ${name}…`,
  pickerAdded: (name) => `${name} añadido`,
  pickerRemoved: (label) => `${label} quitado`,
  pickerSelectedExisting: (name) => `${name} es uno de los elementos ofrecidos; ahora está seleccionado`,
  pickerDuplicate: (name) => `${name} ya está en la lista`,
  pickerAddFailed: (name, reason) => `No se pudo añadir ${name}${reason ? `: ${reason}` : ''}`,
  pickerBadUri: (name) => `No se pudo añadir ${name}: la aplicación no le dio una dirección válida`,
  pickerDismiss: (name) => `Descartar ${name}`,
  pickerRefused: (name, accept) =>
    `No se puede añadir ${name}: solo se ${accept.length === 1 ? 'acepta' : 'aceptan'} ${accept.join(', ')}`,
  pickerFolderOnly: (name) => `No se puede añadir ${name}: elija una carpeta`,
  pickerFileOnly: (name) => `No se puede añadir ${name}: es una carpeta; elija archivos`,
  pickerOneOnly: 'Aquí solo se puede elegir un elemento; se usó el primero',
  pickerRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `Elija ${n(min)}` : `Elija de ${n(min)} a ${n(max)}`;
    if (min !== undefined) return `Elija al menos ${n(min)}`;
    return max !== undefined ? `Elija como máximo ${n(max)}` : '';
  },
  pickerCount: (count) => (count === 1 ? `${n(count)} elegido` : `${n(count)} elegidos`),
  pickerListCount: (count) => plural(count, 'elemento', 'elementos'),
  pickerFolder: 'Carpeta',
  pickerFileType: ({ kind, format, noun = 'file' }) => {
    if (kind === 'folder') return 'Carpeta';
    const word = { document: 'Documento', spreadsheet: 'Hoja de cálculo', presentation: 'Presentación', image: 'Imagen',
      archive: 'Archivo comprimido', audio: 'Archivo de audio', video: 'Vídeo', text: 'Archivo de texto', file: 'Archivo' }[noun];
    return format === undefined ? word : `${word} ${format}`;
  },
  pickerFileSize: (bytes) => fileSize(bytes, 'es', ['B', 'kB', 'MB', 'GB', 'TB']),

  hostDialogTitle: (server) => `${server} necesita su respuesta`,
  hostUnknownServer: 'Un servidor MCP',
  hostClose: 'Cerrar',
  hostWaiting: (count) => (count === 1 ? `${n(count)} solicitud más en espera` : `${n(count)} solicitudes más en espera`),
  hostUnsupportedReason: (reason) => `Motivo: ${reason}`,
  hostInvalidRequest: (server) => `${server} envió una solicitud que esta aplicación no puede mostrar`,

  relayAnsweredElsewhere: 'Respondida en otra pestaña',
  relaySending: 'Enviando…',
  relayTooLarge: 'Su respuesta es demasiado larga para enviarla. Acórtela y vuelva a enviarla.',
  relayExpired: 'Esta solicitud caducó antes de recibir respuesta',
  relayWithdrawn: 'Esta solicitud se retiró: ya nada espera una respuesta',
  relayRefused: 'El servidor no aceptó esta respuesta. Revísela y vuelva a enviarla.',
  relaySendFailed: 'No se pudo enviar su respuesta. Compruebe su conexión y vuelva a enviarla.',

  urlTitle: '¿Abrir una página web?',
  urlSiteLabel: 'Sitio',
  urlAddressLabel: 'Dirección completa',
  urlWarningsTitle: 'Compruebe esta dirección antes de abrirla',
  urlWarningIdn: (unicode, ascii) => `El nombre de este sitio usa caracteres internacionales. Se lee «${unicode}», pero su dirección real es «${ascii}».`,
  urlWarningMixedScripts: (label, scripts, hostname) => `«${label}» mezcla caracteres de distintos alfabetos (${scripts.join(', ')}), un truco habitual para imitar otro sitio. Este enlace abre ${hostname}.`,
  urlWarningUnusualHost: (hostname) => `Esta dirección es inusual: puede que no sea un sitio real. Este enlace abre ${hostname}.`,
  urlWarningUserinfo: (userinfo, hostname) => `«${userinfo}@» no es el sitio. Este enlace abre ${hostname}.`,
  urlWarningIpLiteral: (hostname) => `Este enlace lleva a una simple dirección de red (${hostname}), no a un sitio con nombre.`,
  urlWarningInsecureHttp: (hostname) => `Este enlace a ${hostname} no es seguro (http): otros en la red podrían leer o cambiar la página.`,
  urlRefusedScheme: (scheme) => `Este enlace no se puede abrir aquí: los enlaces «${scheme}:» no están permitidos, solo https y http.`,
  urlRefusedInvalid: 'Este enlace no se puede abrir aquí: no es una dirección web válida.',
  urlOpenHint: 'No se carga nada hasta que elija Abrir. La página se abre en una ventana nueva del navegador.',
  urlOpen: 'Abrir',
  urlOpenAgain: 'Abrir de nuevo',
  urlWaiting: 'Termine en la ventana que se abrió y luego vuelva aquí.',
  urlWaitingForServer: 'Termine en la ventana que se abrió. Esto se cierra cuando el servidor lo confirme.',
  urlFinished: 'He terminado',
  urlClose: 'Dejar de esperar',

  validation: {
    required: 'Este campo es obligatorio',
    notANumber: 'Introduzca un número',
    notAnInteger: 'Introduzca un número entero',
    notText: 'Introduzca texto',
    notAList: 'Elija de la lista',
    notABoolean: 'Elija sí o no',
    nullValue: 'Este campo no tiene valor (null)',
    tooShort: (min) => `Introduzca al menos ${plural(min, 'carácter', 'caracteres')}`,
    tooLong: (max) => `Introduzca como máximo ${plural(max, 'carácter', 'caracteres')}`,
    patternMismatch: 'Introduzca un valor con el formato solicitado',
    email: 'Introduzca una dirección de correo electrónico válida',
    uri: 'Introduzca un URI válido, como https://example.com/archivo',
    date: 'Introduzca una fecha válida',
    dateTime: 'Introduzca una fecha y una hora',
    dateIncomplete: 'Introduzca la fecha completa',
    dateTimeIncomplete: 'Introduzca la fecha y la hora completas',
    numberBetween: (min, max) => `Introduzca un número entre ${n(min)} y ${n(max)}`,
    numberAtLeast: (min) => `Introduzca un número de al menos ${n(min)}`,
    numberAtMost: (max) => `Introduzca un número de como máximo ${n(max)}`,
    numberAbove: (limit) => `Introduzca un número mayor que ${n(limit)}`,
    numberBelow: (limit) => `Introduzca un número menor que ${n(limit)}`,
    multipleOf: (step) => `Introduzca un múltiplo de ${n(step)}`,
    notAnOption: 'Elija una de las opciones',
    chooseBetween: (min, max) => `Elija entre ${n(min)} y ${n(max)} opciones`,
    chooseAtLeast: (min) => `Elija al menos ${plural(min, 'opción', 'opciones')}`,
    chooseAtMost: (max) => `Elija como máximo ${plural(max, 'opción', 'opciones')}`,
    listBetween: (min, max) => `Añada entre ${n(min)} y ${n(max)} elementos`,
    listAtLeast: (min) => `Añada al menos ${plural(min, 'elemento', 'elementos')}`,
    listAtMost: (max) => `Añada como máximo ${plural(max, 'elemento', 'elementos')}`,
    duplicate: 'Esta entrada aparece dos veces',
    notOffered: 'Elija uno de los recursos ofrecidos',
    unknownField: 'Este campo no forma parte del formulario',
    invalidValue: 'Introduzca un valor válido',
    badAction: 'La acción debe ser accept, decline o cancel',
    missingContent: 'Una respuesta aceptada necesita contenido',
    strayContent: 'Solo una respuesta aceptada puede llevar contenido',
    contentNotObject: 'El contenido debe ser un objeto',
    invalidSchema: 'No se pudo comprobar el esquema del formulario',
  },
};
