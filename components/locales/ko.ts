/**
 * elicit-kit/locales/ko — every string of the kit in Korean, validation messages included. Typed as a complete
 * `Messages` catalogue, so a key added to the kit fails typecheck here until it is translated.
 * @example
 * import { ko } from 'elicit-kit/locales/ko';
 * <ElicitationForm messages={ko} … />   // or, for the custom element: element.messages = ko
 */
import type { Messages } from '../messages.ts';
import type { CredentialKind } from '../../src/credentials.ts';
import { fileSize } from './fileSize.ts';

/** Korean has no plural forms: a count is a number and a counter word. */
const n = (count: number) => count.toLocaleString('ko');

const signInKo = '서비스 자체 페이지에서 로그인하세요.';
/** What a credential-like field seems to be, and why not in a form (docs/behaviour.md §11). */
const koCredentials: Record<CredentialKind, readonly [string, string]> = {
  password: ['비밀번호', `서버는 양식에서 비밀번호를 요청하면 안 됩니다. ${signInKo}`],
  apiKey: ['API 키', `서버는 양식에서 API 키를 요청하면 안 됩니다. ${signInKo}`],
  token: ['액세스 토큰', `서버는 양식에서 액세스 토큰을 요청하면 안 됩니다. ${signInKo}`],
  secret: ['비밀 키', `서버는 양식에서 비밀 키를 요청하면 안 됩니다. ${signInKo}`],
  payment: ['결제 카드 정보', '서버는 양식에서 결제 정보를 요청하면 안 됩니다. 서비스 자체 페이지에서 결제하세요.'],
};

export const ko: Messages = {
  submit: '제출',
  decline: '거절',
  cancel: '취소',
  dismiss: '닫기',
  required: '필수',
  serverLabel: '요청한 곳',
  unsupportedTitle: '이 요청은 여기에 표시할 수 없습니다',
  unsupportedDetails: '개발자용 세부 정보',
  sentAccepted: '보냄',
  sentDeclined: '거절함',
  sentCancelled: '취소함',
  approvalAllow: '허용',
  approvalDecline: '거절',
  approvalAllowed: '허용함',
  approvalTool: '도구',
  approvalServer: '서버',
  discardQuestion: '답변을 버리시겠습니까?',
  discardConfirm: '버리기',
  discardKeepEditing: '계속 편집',
  summaryYes: '예',
  summaryNo: '아니요',
  summaryListSeparator: ', ',
  summaryDateLocale: 'ko',
  summaryDate: (date) => date,
  credentialWarning: (server, kind) => `${server}에서 ${koCredentials[kind][0]}(으)로 보이는 정보를 요청합니다. ${koCredentials[kind][1]}`,
  credentialRefused: (server, kind) =>
    `${server}에서 ${koCredentials[kind][0]}(으)로 보이는 정보를 요청하여 이 앱이 요청을 거절했습니다. ${koCredentials[kind][1]}`,
  credentialUnknownServer: '이 서버',
  summaryMasked: '숨김',
  errorsSummary: (count) => `${n(count)}개 항목을 확인해야 합니다`,
  missingField: (kind) => `“${kind}” 필드에 등록된 구성 요소가 없습니다.`,
  textCharacterCount: (count, max) => `${n(count)}/${n(max)}자`,
  dateChoose: '날짜 선택',
  numberWhole: '정수',
  numberBetween: (min, max) => `${n(min)}~${n(max)}`,
  numberAtLeast: (min) => `${n(min)} 이상`,
  numberAtMost: (max) => `${n(max)} 이하`,

  choiceNone: '없음',
  choicePlaceholder: '옵션을 선택하세요',
  choiceSearch: '옵션 검색',
  choiceNoMatches: '일치하는 항목 없음',
  choiceClear: '선택 해제',
  choiceClearFor: (label) => `선택 해제: ${label}`,
  choiceCount: (min, max) => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) return atLeast === max ? `${n(max)}개 선택` : `${n(atLeast)}~${n(max)}개 선택`;
    if (atLeast !== undefined) return `${n(atLeast)}개 이상 선택`;
    if (max !== undefined) return `최대 ${n(max)}개 선택`;
    return undefined;
  },

  suggestionsCount: (count) => (count === 0 ? '제안 없음' : `제안 ${n(count)}개`),
  suggestionsShow: '제안 보기',
  calendarPreviousMonth: '이전 달',
  calendarNextMonth: '다음 달',
  calendarTime: '시간',
  calendarTimeZone: (zone) => `시간대: ${zone}`,
  suggestionsChosen: (title) => `제안: ${title}`,
  stringListRemove: (label) => `${label} 삭제`,
  stringListEntries: (label) => `${label}: 항목`,
  stringListHowToAdd: 'Enter로 추가',
  stringListRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `${n(max)}개 항목` : `${n(min)}~${n(max)}개 항목`;
    if (min !== undefined) return `${n(min)}개 이상`;
    return `최대 ${n(max ?? 0)}개`;
  },
  stringListUnique: '중복 없음',
  stringListHintSeparator: ',',
  stringListCount: (count, max) => `${n(count)}/${n(max)}`,
  stringListDuplicate: (entry) => `“${entry}”은(는) 이미 목록에 있습니다.`,
  stringListFull: (max) => `목록이 가득 찼습니다(최대 ${n(max)}개). 다른 항목을 추가하려면 항목을 삭제하세요.`,
  stringListEntryError: (label, message) => `“${label}”: ${message}`,
  stringListAdded: (label) => `${label} 추가됨.`,
  stringListRemoved: (label) => `${label} 삭제됨.`,

  pickerAddFiles: '파일 추가…',
  pickerAddFile: '파일 추가…',
  pickerAddFolder: '폴더 추가…',
  pickerDropFiles: '또는 여기에 파일을 놓으세요',
  pickerDropFolder: '또는 여기에 폴더를 놓으세요',
  pickerRemoveButton: '삭제',
  pickerRemove: (label) => `${label} 삭제`,
  pickerPreviewButton: '미리 보기',
  pickerRestoreButton: '다시 추가',
  pickerRestore: (label) => `${label} 다시 추가`,
  pickerRemovedHeading: '삭제됨',
  pickerRestored: (label) => `${label} 다시 추가됨`,
  pickerPreview: (label) => `${label} 미리 보기`,
  pickerClear: '선택 해제',
  pickerEmpty: '목록이 비어 있습니다. 보낼 항목을 추가하세요.',
  pickerAddedHeading: '내가 추가함',
  pickerAddedMark: '추가됨',
  pickerAdding: (name) => `${name} 추가 중…`,
  pickerAdded: (name) => `${name} 추가됨`,
  pickerRemoved: (label) => `${label} 삭제됨`,
  pickerSelectedExisting: (name) => `${name}은(는) 제공된 항목 중 하나이며 이제 선택되었습니다`,
  pickerDuplicate: (name) => `${name}은(는) 이미 목록에 있습니다`,
  pickerAddFailed: (name, reason) => `${name}을(를) 추가할 수 없습니다${reason ? `: ${reason}` : ''}`,
  pickerBadUri: (name) => `${name}을(를) 추가할 수 없습니다: 앱이 올바른 주소를 제공하지 않았습니다`,
  pickerDismiss: (name) => `${name} 닫기`,
  pickerRefused: (name, accept) => `${name}을(를) 추가할 수 없습니다: ${accept.join(', ')}만 허용됩니다`,
  pickerFolderOnly: (name) => `${name}을(를) 추가할 수 없습니다: 폴더를 선택하세요`,
  pickerFileOnly: (name) => `${name}을(를) 추가할 수 없습니다: 폴더입니다. 파일을 선택하세요`,
  pickerOneOnly: '여기서는 항목을 하나만 선택할 수 있습니다. 첫 번째 항목을 사용했습니다',
  pickerRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `${n(min)}개 선택` : `${n(min)}~${n(max)}개 선택`;
    if (min !== undefined) return `${n(min)}개 이상 선택`;
    return max !== undefined ? `최대 ${n(max)}개 선택` : '';
  },
  pickerCount: (count) => `${n(count)}개 선택됨`,
  pickerListCount: (count) => `${n(count)}개 항목`,
  pickerFolder: '폴더',
  pickerFileType: ({ kind, format, noun = 'file' }) => {
    if (kind === 'folder') return '폴더';
    const word = { document: '문서', spreadsheet: '스프레드시트', presentation: '프레젠테이션', image: '이미지',
      archive: '압축 파일', audio: '오디오', video: '동영상', text: '텍스트 파일', file: '파일' }[noun];
    return format === undefined ? word : `${format} ${word}`;
  },
  pickerFileSize: (bytes) => fileSize(bytes, 'ko', ['B', 'kB', 'MB', 'GB', 'TB']),

  hostDialogTitle: (server) => `${server}에서 입력을 요청합니다`,
  hostUnknownServer: 'MCP 서버',
  hostClose: '닫기',
  hostWaiting: (count) => `요청 ${n(count)}개가 더 기다리고 있습니다`,
  hostUnsupportedReason: (reason) => `이유: ${reason}`,
  hostInvalidRequest: (server) => `${server}에서 이 앱이 표시할 수 없는 요청을 보냈습니다`,

  relayAnsweredElsewhere: '다른 탭에서 답변함',
  relaySending: '보내는 중…',
  relayTooLarge: '답변이 너무 길어 보낼 수 없습니다. 줄여서 다시 보내세요.',
  relayExpired: '이 요청은 답변을 받기 전에 만료되었습니다',
  relayWithdrawn: '이 요청은 철회되었습니다. 더 이상 답변을 기다리지 않습니다',
  relayRefused: '서버가 이 답변을 받아들이지 않았습니다. 확인한 후 다시 보내세요.',
  relaySendFailed: '답변을 보낼 수 없습니다. 연결을 확인한 후 다시 보내세요.',

  urlTitle: '웹 페이지를 여시겠습니까?',
  urlSiteLabel: '사이트',
  urlAddressLabel: '전체 주소',
  urlWarningsTitle: '열기 전에 이 주소를 확인하세요',
  urlWarningIdn: (unicode, ascii) => `이 사이트 이름에는 국제 문자가 사용됩니다. “${unicode}”(으)로 읽히지만 실제 주소는 “${ascii}”입니다.`,
  urlWarningMixedScripts: (label, scripts, hostname) => `“${label}”에는 서로 다른 문자 체계의 문자(${scripts.join(', ')})가 섞여 있습니다. 다른 사이트를 흉내 내는 흔한 수법입니다. 이 링크는 ${hostname}을(를) 엽니다.`,
  urlWarningUnusualHost: (hostname) => `이 주소는 일반적이지 않습니다. 실제 사이트가 아닐 수 있습니다. 이 링크는 ${hostname}을(를) 엽니다.`,
  urlWarningUserinfo: (userinfo, hostname) => `“${userinfo}@”은(는) 사이트가 아닙니다. 이 링크는 ${hostname}을(를) 엽니다.`,
  urlWarningIpLiteral: (hostname) => `이 링크는 이름 있는 사이트가 아니라 네트워크 주소(${hostname})로 바로 연결됩니다.`,
  urlWarningInsecureHttp: (hostname) => `${hostname}(으)로 가는 이 링크는 안전하지 않습니다(http). 네트워크의 다른 사람이 페이지를 읽거나 바꿀 수 있습니다.`,
  urlRefusedScheme: (scheme) => `이 링크는 여기서 열 수 없습니다. “${scheme}:” 링크는 허용되지 않으며 https와 http만 허용됩니다.`,
  urlRefusedInvalid: '이 링크는 여기서 열 수 없습니다. 올바른 웹 주소가 아닙니다.',
  urlOpenHint: '열기를 선택하기 전에는 아무것도 불러오지 않습니다. 페이지는 새 브라우저 창에서 열립니다.',
  urlOpen: '열기',
  urlOpenAgain: '다시 열기',
  urlWaiting: '열린 창에서 작업을 마친 후 여기로 돌아오세요.',
  urlWaitingForServer: '열린 창에서 작업을 마치세요. 서버가 확인하면 이 화면이 닫힙니다.',
  urlFinished: '완료했습니다',
  urlClose: '기다리지 않기',

  validation: {
    required: '필수 항목입니다',
    notANumber: '숫자를 입력하세요',
    notAnInteger: '정수를 입력하세요',
    notText: '텍스트를 입력하세요',
    notAList: '목록에서 선택하세요',
    notABoolean: '예 또는 아니요를 선택하세요',
    nullValue: '이 항목에 값이 없습니다(null)',
    tooShort: (min) => `${n(min)}자 이상 입력하세요`,
    tooLong: (max) => `${n(max)}자 이하로 입력하세요`,
    patternMismatch: '요청된 형식으로 값을 입력하세요',
    email: '올바른 이메일 주소를 입력하세요',
    uri: '올바른 URI를 입력하세요(예: https://example.com/file)',
    date: '올바른 날짜를 입력하세요',
    dateTime: '날짜와 시간을 입력하세요',
    dateIncomplete: '날짜를 모두 입력하세요',
    dateTimeIncomplete: '날짜와 시간을 모두 입력하세요',
    numberBetween: (min, max) => `${n(min)}~${n(max)} 사이의 숫자를 입력하세요`,
    numberAtLeast: (min) => `${n(min)} 이상의 숫자를 입력하세요`,
    numberAtMost: (max) => `${n(max)} 이하의 숫자를 입력하세요`,
    numberAbove: (limit) => `${n(limit)}보다 큰 숫자를 입력하세요`,
    numberBelow: (limit) => `${n(limit)}보다 작은 숫자를 입력하세요`,
    multipleOf: (step) => `${n(step)}의 배수를 입력하세요`,
    notAnOption: '옵션 중 하나를 선택하세요',
    chooseBetween: (min, max) => `옵션을 ${n(min)}~${n(max)}개 선택하세요`,
    chooseAtLeast: (min) => `옵션을 ${n(min)}개 이상 선택하세요`,
    chooseAtMost: (max) => `옵션을 최대 ${n(max)}개 선택하세요`,
    listBetween: (min, max) => `항목을 ${n(min)}~${n(max)}개 추가하세요`,
    listAtLeast: (min) => `항목을 ${n(min)}개 이상 추가하세요`,
    listAtMost: (max) => `항목을 최대 ${n(max)}개 추가하세요`,
    duplicate: '이 항목이 두 번 있습니다',
    notOffered: '제공된 리소스 중 하나를 선택하세요',
    unknownField: '이 항목은 양식에 속하지 않습니다',
    invalidValue: '올바른 값을 입력하세요',
    badAction: 'action은 accept, decline, cancel 중 하나여야 합니다',
    missingContent: '수락한 답변에는 내용이 있어야 합니다',
    strayContent: '수락한 답변만 내용을 가질 수 있습니다',
    contentNotObject: '내용은 객체여야 합니다',
    invalidSchema: '양식 스키마를 확인할 수 없습니다',
  },
};
