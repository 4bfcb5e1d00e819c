/**
 * elicit-kit/locales/pt-BR — every string of the kit in Brazilian Portuguese, validation messages included. Typed as a
 * complete `Messages` catalogue, so a key added to the kit fails typecheck here until it is translated.
 * @example
 * import { ptBR } from 'elicit-kit/locales/pt-BR';
 * <ElicitationForm messages={ptBR} … />   // or, for the custom element: element.messages = ptBR
 */
import type { Messages } from '../messages.ts';
import type { CredentialKind } from '../../src/credentials.ts';
import { fileSize } from './fileSize.ts';

const n = (count: number) => count.toLocaleString('pt-BR');
/** Brazilian Portuguese plural: 0 and 1 take the singular. */
const plural = (count: number, one: string, many: string) => `${n(count)} ${count <= 1 ? one : many}`;

const signInPt = 'prefira entrar pela própria página do serviço.';
/** What a credential-like field seems to be, and why not in a form (docs/behaviour.md §11). */
const ptCredentials: Record<CredentialKind, readonly [string, string]> = {
  password: ['uma senha', `Servidores não devem pedir senhas em um formulário; ${signInPt}`],
  apiKey: ['uma chave de API', `Servidores não devem pedir chaves de API em um formulário; ${signInPt}`],
  token: ['um token de acesso', `Servidores não devem pedir tokens de acesso em um formulário; ${signInPt}`],
  secret: ['uma chave secreta', `Servidores não devem pedir chaves secretas em um formulário; ${signInPt}`],
  payment: ['dados de cartão de pagamento', 'Servidores não devem pedir dados de pagamento em um formulário; prefira pagar na própria página do serviço.'],
};

export const ptBR: Messages = {
  submit: 'Enviar',
  decline: 'Recusar',
  cancel: 'Cancelar',
  dismiss: 'Fechar',
  required: 'obrigatório',
  serverLabel: 'Pedido de',
  unsupportedTitle: 'Este pedido não pode ser exibido aqui',
  unsupportedDetails: 'Detalhes para desenvolvedores',
  sentAccepted: 'Enviado',
  sentDeclined: 'Recusado',
  sentCancelled: 'Cancelado',
  approvalAllow: 'Permitir',
  approvalDecline: 'Recusar',
  approvalAllowed: 'Permitido',
  approvalTool: 'Ferramenta',
  approvalServer: 'Servidor',
  discardQuestion: 'Descartar suas respostas?',
  discardConfirm: 'Descartar',
  discardKeepEditing: 'Continuar editando',
  summaryYes: 'Sim',
  summaryNo: 'Não',
  summaryListSeparator: ', ',
  summaryDateLocale: 'pt-BR',
  summaryDate: (date) => date,
  credentialWarning: (server, kind) => `${server} pede o que parece ser ${ptCredentials[kind][0]}. ${ptCredentials[kind][1]}`,
  credentialRefused: (server, kind) =>
    `${server} pediu o que parece ser ${ptCredentials[kind][0]}, então este app recusou o pedido. ${ptCredentials[kind][1]}`,
  credentialUnknownServer: 'Este servidor',
  summaryMasked: 'Oculto',
  errorsSummary: (count) => (count <= 1 ? `${n(count)} campo precisa de atenção` : `${n(count)} campos precisam de atenção`),
  missingField: (kind) => `Nenhum componente está registrado para campos “${kind}”.`,
  textCharacterCount: (count, max) => `${n(count)} de ${n(max)} caracteres`,
  dateChoose: 'Escolher uma data',
  numberWhole: 'Número inteiro',
  numberBetween: (min, max) => `Entre ${n(min)} e ${n(max)}`,
  numberAtLeast: (min) => `No mínimo ${n(min)}`,
  numberAtMost: (max) => `No máximo ${n(max)}`,

  choiceNone: 'Nenhum',
  choicePlaceholder: 'Escolha uma opção',
  choiceSearch: 'Pesquisar opções',
  choiceNoMatches: 'Nenhum resultado',
  choiceClear: 'Limpar escolha',
  choiceClearFor: (label) => `Limpar escolha de ${label}`,
  choiceCount: (min, max) => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) return atLeast === max ? `Escolha ${n(max)}` : `Escolha de ${n(atLeast)} a ${n(max)}`;
    if (atLeast !== undefined) return `Escolha pelo menos ${n(atLeast)}`;
    if (max !== undefined) return `Escolha até ${n(max)}`;
    return undefined;
  },

  suggestionsCount: (count) => (count === 0 ? 'Nenhuma sugestão' : plural(count, 'sugestão', 'sugestões')),
  suggestionsShow: 'Mostrar sugestões',
  calendarPreviousMonth: 'Mês anterior',
  calendarNextMonth: 'Próximo mês',
  calendarTime: 'Hora',
  calendarTimeZone: (zone) => `Fuso horário: ${zone}`,
  suggestionsChosen: (title) => `Sugestão: ${title}`,
  stringListRemove: (label) => `Remover ${label}`,
  stringListEntries: (label) => `${label}: entradas`,
  stringListHowToAdd: 'Enter para adicionar',
  stringListRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? plural(max, 'entrada', 'entradas') : `${n(min)}–${n(max)} entradas`;
    if (min !== undefined) return `pelo menos ${plural(min, 'entrada', 'entradas')}`;
    return `até ${plural(max ?? 0, 'entrada', 'entradas')}`;
  },
  stringListUnique: 'sem repetições',
  stringListHintSeparator: ',',
  stringListCount: (count, max) => `${n(count)} de ${n(max)}`,
  stringListDuplicate: (entry) => `“${entry}” já está na lista.`,
  stringListFull: (max) => `A lista está cheia (no máximo ${n(max)}). Remova uma entrada para adicionar outra.`,
  stringListEntryError: (label, message) => `“${label}”: ${message}`,
  stringListAdded: (label) => `${label} adicionado.`,
  stringListRemoved: (label) => `${label} removido.`,

  pickerAddFiles: 'Adicionar arquivos…',
  pickerAddFile: 'Adicionar um arquivo…',
  pickerAddFolder: 'Adicionar pasta…',
  pickerDropFiles: 'ou solte arquivos aqui',
  pickerDropFolder: 'ou solte uma pasta aqui',
  pickerRemoveButton: 'Remover',
  pickerRemove: (label) => `Remover ${label}`,
  pickerPreviewButton: 'Visualizar',
  pickerRestoreButton: 'Adicionar de volta',
  pickerRestore: (label) => `Adicionar ${label} de volta`,
  pickerRemovedHeading: 'Removidos',
  pickerRestored: (label) => `${label} adicionado de volta`,
  pickerPreview: (label) => `Visualizar ${label}`,
  pickerClear: 'Limpar seleção',
  pickerEmpty: 'Nada na lista. Adicione itens para enviá-los.',
  pickerAddedHeading: 'Adicionados por você',
  pickerAddedMark: 'adicionado',
  pickerAdding: (name) => `Adicionando ${name}…`,
  pickerAdded: (name) => `${name} adicionado`,
  pickerRemoved: (label) => `${label} removido`,
  pickerSelectedExisting: (name) => `${name} é um dos itens oferecidos; agora está selecionado`,
  pickerDuplicate: (name) => `${name} já está na lista`,
  pickerAddFailed: (name, reason) => `Não foi possível adicionar ${name}${reason ? `: ${reason}` : ''}`,
  pickerBadUri: (name) => `Não foi possível adicionar ${name}: o app não lhe deu um endereço válido`,
  pickerDismiss: (name) => `Dispensar ${name}`,
  pickerRefused: (name, accept) =>
    `Não é possível adicionar ${name}: só ${accept.length === 1 ? 'é aceito' : 'são aceitos'} ${accept.join(', ')}`,
  pickerFolderOnly: (name) => `Não é possível adicionar ${name}: escolha uma pasta`,
  pickerFileOnly: (name) => `Não é possível adicionar ${name}: é uma pasta; escolha arquivos`,
  pickerOneOnly: 'Só é possível escolher um item aqui; o primeiro foi usado',
  pickerRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `Escolha ${n(min)}` : `Escolha de ${n(min)} a ${n(max)}`;
    if (min !== undefined) return `Escolha pelo menos ${n(min)}`;
    return max !== undefined ? `Escolha no máximo ${n(max)}` : '';
  },
  pickerCount: (count) => (count <= 1 ? `${n(count)} escolhido` : `${n(count)} escolhidos`),
  pickerListCount: (count) => plural(count, 'item', 'itens'),
  pickerFolder: 'Pasta',
  pickerFileType: ({ kind, format, noun = 'file' }) => {
    if (kind === 'folder') return 'Pasta';
    const word = { document: 'Documento', spreadsheet: 'Planilha', presentation: 'Apresentação', image: 'Imagem',
      archive: 'Arquivo compactado', audio: 'Arquivo de áudio', video: 'Vídeo', text: 'Arquivo de texto', file: 'Arquivo' }[noun];
    return format === undefined ? word : `${word} ${format}`;
  },
  pickerFileSize: (bytes) => fileSize(bytes, 'pt-BR', ['B', 'kB', 'MB', 'GB', 'TB']),

  hostDialogTitle: (server) => `${server} precisa da sua resposta`,
  hostUnknownServer: 'Um servidor MCP',
  hostClose: 'Fechar',
  hostWaiting: (count) => (count <= 1 ? `Mais ${n(count)} pedido aguardando` : `Mais ${n(count)} pedidos aguardando`),
  hostUnsupportedReason: (reason) => `Motivo: ${reason}`,
  hostInvalidRequest: (server) => `${server} enviou um pedido que este app não pode exibir`,

  relayAnsweredElsewhere: 'Respondido em outra aba',
  relaySending: 'Enviando…',
  relayTooLarge: 'Sua resposta é longa demais para ser enviada. Encurte-a e envie de novo.',
  relayExpired: 'Este pedido expirou antes de ser respondido',
  relayWithdrawn: 'Este pedido foi retirado: nada mais aguarda uma resposta',
  relayRefused: 'O servidor não aceitou esta resposta. Verifique-a e envie de novo.',
  relaySendFailed: 'Não foi possível enviar sua resposta. Verifique sua conexão e envie de novo.',

  urlTitle: 'Abrir uma página da web?',
  urlSiteLabel: 'Site',
  urlAddressLabel: 'Endereço completo',
  urlWarningsTitle: 'Verifique este endereço antes de abri-lo',
  urlWarningIdn: (unicode, ascii) => `O nome deste site usa caracteres internacionais. Ele se lê “${unicode}”, mas seu endereço real é “${ascii}”.`,
  urlWarningMixedScripts: (label, scripts, hostname) => `“${label}” mistura caracteres de alfabetos diferentes (${scripts.join(', ')}), um truque comum para imitar outro site. Este link abre ${hostname}.`,
  urlWarningUnusualHost: (hostname) => `Este endereço é incomum: talvez não seja um site real. Este link abre ${hostname}.`,
  urlWarningUserinfo: (userinfo, hostname) => `“${userinfo}@” não é o site. Este link abre ${hostname}.`,
  urlWarningIpLiteral: (hostname) => `Este link leva a um simples endereço de rede (${hostname}), não a um site com nome.`,
  urlWarningInsecureHttp: (hostname) => `Este link para ${hostname} não é seguro (http): outras pessoas na rede poderiam ler ou alterar a página.`,
  urlRefusedScheme: (scheme) => `Este link não pode ser aberto aqui: links “${scheme}:” não são permitidos, só https e http.`,
  urlRefusedInvalid: 'Este link não pode ser aberto aqui: não é um endereço da web válido.',
  urlOpenHint: 'Nada é carregado até você escolher Abrir. A página abre em uma nova janela do navegador.',
  urlOpen: 'Abrir',
  urlOpenAgain: 'Abrir de novo',
  urlWaiting: 'Termine na janela que abriu e depois volte aqui.',
  urlWaitingForServer: 'Termine na janela que abriu. Isto se fecha quando o servidor confirmar.',
  urlFinished: 'Terminei',
  urlClose: 'Parar de aguardar',

  validation: {
    required: 'Este campo é obrigatório',
    notANumber: 'Digite um número',
    notAnInteger: 'Digite um número inteiro',
    notText: 'Digite um texto',
    notAList: 'Escolha da lista',
    notABoolean: 'Escolha sim ou não',
    nullValue: 'Este campo não tem valor (null)',
    tooShort: (min) => `Digite pelo menos ${plural(min, 'caractere', 'caracteres')}`,
    tooLong: (max) => `Digite no máximo ${plural(max, 'caractere', 'caracteres')}`,
    patternMismatch: 'Digite um valor no formato pedido',
    email: 'Digite um endereço de e-mail válido',
    uri: 'Digite um URI válido, como https://example.com/arquivo',
    date: 'Digite uma data válida',
    dateTime: 'Digite uma data e uma hora',
    dateIncomplete: 'Digite a data completa',
    dateTimeIncomplete: 'Digite a data e a hora completas',
    numberBetween: (min, max) => `Digite um número entre ${n(min)} e ${n(max)}`,
    numberAtLeast: (min) => `Digite um número de no mínimo ${n(min)}`,
    numberAtMost: (max) => `Digite um número de no máximo ${n(max)}`,
    numberAbove: (limit) => `Digite um número maior que ${n(limit)}`,
    numberBelow: (limit) => `Digite um número menor que ${n(limit)}`,
    multipleOf: (step) => `Digite um múltiplo de ${n(step)}`,
    notAnOption: 'Escolha uma das opções',
    chooseBetween: (min, max) => `Escolha entre ${n(min)} e ${n(max)} opções`,
    chooseAtLeast: (min) => `Escolha pelo menos ${plural(min, 'opção', 'opções')}`,
    chooseAtMost: (max) => `Escolha no máximo ${plural(max, 'opção', 'opções')}`,
    listBetween: (min, max) => `Adicione entre ${n(min)} e ${n(max)} itens`,
    listAtLeast: (min) => `Adicione pelo menos ${plural(min, 'item', 'itens')}`,
    listAtMost: (max) => `Adicione no máximo ${plural(max, 'item', 'itens')}`,
    duplicate: 'Esta entrada aparece duas vezes',
    notOffered: 'Escolha um dos recursos oferecidos',
    unknownField: 'Este campo não faz parte do formulário',
    invalidValue: 'Digite um valor válido',
    badAction: 'A ação deve ser accept, decline ou cancel',
    missingContent: 'Uma resposta aceita precisa de conteúdo',
    strayContent: 'Só uma resposta aceita pode ter conteúdo',
    contentNotObject: 'O conteúdo deve ser um objeto',
    invalidSchema: 'Não foi possível verificar o esquema do formulário',
  },
};
