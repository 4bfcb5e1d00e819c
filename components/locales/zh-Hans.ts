/**
 * elicit-kit/locales/zh-Hans — every string of the kit in Simplified Chinese, validation messages included. Typed as a
 * complete `Messages` catalogue, so a key added to the kit fails typecheck here until it is translated.
 * @example
 * import { zhHans } from 'elicit-kit/locales/zh-Hans';
 * <ElicitationForm messages={zhHans} … />   // or, for the custom element: element.messages = zhHans
 */
import type { Messages } from '../messages.ts';
import type { CredentialKind } from '../../src/credentials.ts';
import { fileSize } from './fileSize.ts';

/** Chinese has no plural forms: a count is a number and a measure word. */
const n = (count: number) => count.toLocaleString('zh-Hans');

const signInZh = '请改为在该服务自己的页面上登录。';
/** What a credential-like field seems to be, and why not in a form (docs/behaviour.md §11). */
const zhCredentials: Record<CredentialKind, readonly [string, string]> = {
  password: ['密码', `服务器不得在表单中索取密码；${signInZh}`],
  apiKey: ['API 密钥', `服务器不得在表单中索取 API 密钥；${signInZh}`],
  token: ['访问令牌', `服务器不得在表单中索取访问令牌；${signInZh}`],
  secret: ['秘密密钥', `服务器不得在表单中索取秘密密钥；${signInZh}`],
  payment: ['支付卡信息', '服务器不得在表单中索取支付信息；请改为在该服务自己的页面上付款。'],
};

export const zhHans: Messages = {
  submit: '提交',
  decline: '拒绝',
  cancel: '取消',
  dismiss: '关闭',
  required: '必填',
  serverLabel: '请求来自',
  unsupportedTitle: '此请求无法在这里显示',
  unsupportedDetails: '开发者详情',
  sentAccepted: '已发送',
  sentDeclined: '已拒绝',
  sentCancelled: '已取消',
  approvalAllow: '允许',
  approvalDecline: '拒绝',
  approvalAllowed: '已允许',
  approvalTool: '工具',
  approvalServer: '服务器',
  discardQuestion: '放弃您的回答？',
  discardConfirm: '放弃',
  discardKeepEditing: '继续编辑',
  summaryYes: '是',
  summaryNo: '否',
  summaryListSeparator: '、',
  summaryDateLocale: 'zh-Hans',
  summaryDate: (date) => date,
  credentialWarning: (server, kind) => `${server} 索取的内容看起来像${zhCredentials[kind][0]}。${zhCredentials[kind][1]}`,
  credentialRefused: (server, kind) =>
    `${server} 索取的内容看起来像${zhCredentials[kind][0]}，因此此应用已拒绝该请求。${zhCredentials[kind][1]}`,
  credentialUnknownServer: '此服务器',
  summaryMasked: '已隐藏',
  errorsSummary: (count) => `有 ${n(count)} 个字段需要处理`,
  missingField: (kind) => `没有为“${kind}”字段注册组件。`,
  textCharacterCount: (count, max) => `${n(count)}/${n(max)} 个字符`,
  dateChoose: '选择日期',
  numberWhole: '整数',
  numberBetween: (min, max) => `介于 ${n(min)} 和 ${n(max)} 之间`,
  numberAtLeast: (min) => `至少 ${n(min)}`,
  numberAtMost: (max) => `至多 ${n(max)}`,

  choiceNone: '无',
  choicePlaceholder: '请选择一个选项',
  choiceSearch: '搜索选项',
  choiceNoMatches: '无匹配项',
  choiceClear: '清除选择',
  choiceClearFor: (label) => `清除选择：${label}`,
  choiceCount: (min, max) => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) return atLeast === max ? `选择 ${n(max)} 项` : `选择 ${n(atLeast)} 到 ${n(max)} 项`;
    if (atLeast !== undefined) return `至少选择 ${n(atLeast)} 项`;
    if (max !== undefined) return `最多选择 ${n(max)} 项`;
    return undefined;
  },

  suggestionsCount: (count) => (count === 0 ? '没有建议' : `${n(count)} 条建议`),
  suggestionsShow: '显示建议',
  calendarPreviousMonth: '上个月',
  calendarNextMonth: '下个月',
  calendarTime: '时间',
  calendarTimeZone: (zone) => `时区：${zone}`,
  suggestionsChosen: (title) => `建议：${title}`,
  stringListRemove: (label) => `删除 ${label}`,
  stringListEntries: (label) => `${label}：条目`,
  stringListHowToAdd: '按 Enter 添加',
  stringListRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `${n(max)} 个条目` : `${n(min)}–${n(max)} 个条目`;
    if (min !== undefined) return `至少 ${n(min)} 个条目`;
    return `最多 ${n(max ?? 0)} 个条目`;
  },
  stringListUnique: '不可重复',
  stringListHintSeparator: '，',
  stringListCount: (count, max) => `${n(count)}/${n(max)}`,
  stringListDuplicate: (entry) => `“${entry}”已在列表中。`,
  stringListFull: (max) => `列表已满（最多 ${n(max)} 个）。删除一个条目才能再添加。`,
  stringListEntryError: (label, message) => `“${label}”：${message}`,
  stringListAdded: (label) => `已添加 ${label}。`,
  stringListRemoved: (label) => `已删除 ${label}。`,

  pickerAddFiles: '添加文件…',
  pickerAddFile: '添加一个文件…',
  pickerAddFolder: '添加文件夹…',
  pickerDropFiles: '或将文件拖放到这里',
  pickerDropFolder: '或将文件夹拖放到这里',
  pickerRemoveButton: '删除',
  pickerRemove: (label) => `删除 ${label}`,
  pickerPreviewButton: '预览',
  pickerRestoreButton: '重新添加',
  pickerRestore: (label) => `重新添加 ${label}`,
  pickerRemovedHeading: '已删除',
  pickerRestored: (label) => `已重新添加 ${label}`,
  pickerPreview: (label) => `预览 ${label}`,
  pickerClear: '清除选择',
  pickerEmpty: '列表为空。请添加要发送的项目。',
  pickerAddedHeading: '您添加的',
  pickerAddedMark: '已添加',
  pickerAdding: (name) => `正在添加 ${name}…`,
  pickerAdded: (name) => `已添加 ${name}`,
  pickerRemoved: (label) => `已删除 ${label}`,
  pickerSelectedExisting: (name) => `${name} 是提供的项目之一；现已选中`,
  pickerDuplicate: (name) => `${name} 已在列表中`,
  pickerAddFailed: (name, reason) => `无法添加 ${name}${reason ? `：${reason}` : ''}`,
  pickerBadUri: (name) => `无法添加 ${name}：应用没有为它提供有效的地址`,
  pickerDismiss: (name) => `忽略 ${name}`,
  pickerRefused: (name, accept) => `无法添加 ${name}：只接受 ${accept.join('、')}`,
  pickerFolderOnly: (name) => `无法添加 ${name}：请选择一个文件夹`,
  pickerFileOnly: (name) => `无法添加 ${name}：它是一个文件夹；请选择文件`,
  pickerOneOnly: '这里只能选择一个项目；已使用第一个',
  pickerRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `选择 ${n(min)} 项` : `选择 ${n(min)} 到 ${n(max)} 项`;
    if (min !== undefined) return `至少选择 ${n(min)} 项`;
    return max !== undefined ? `最多选择 ${n(max)} 项` : '';
  },
  pickerCount: (count) => `已选择 ${n(count)} 项`,
  pickerListCount: (count) => `${n(count)} 个项目`,
  pickerFolder: '文件夹',
  pickerFileType: ({ kind, format, noun = 'file' }) => {
    if (kind === 'folder') return '文件夹';
    const word = { document: '文档', spreadsheet: '电子表格', presentation: '演示文稿', image: '图片',
      archive: '压缩文件', audio: '音频', video: '视频', text: '文本文件', file: '文件' }[noun];
    return format === undefined ? word : `${format} ${word}`;
  },
  pickerFileSize: (bytes) => fileSize(bytes, 'zh-Hans', ['B', 'kB', 'MB', 'GB', 'TB']),

  hostDialogTitle: (server) => `${server} 需要您的输入`,
  hostUnknownServer: '一个 MCP 服务器',
  hostClose: '关闭',
  hostWaiting: (count) => `还有 ${n(count)} 个请求在等待`,
  hostUnsupportedReason: (reason) => `原因：${reason}`,
  hostInvalidRequest: (server) => `${server} 发送了此应用无法显示的请求`,

  relayAnsweredElsewhere: '已在另一个标签页中回答',
  relaySending: '正在发送…',
  relayTooLarge: '您的回答太长，无法发送。请缩短后重新发送。',
  relayExpired: '此请求在得到回答前已过期',
  relayWithdrawn: '此请求已撤回：不再有任何内容等待回答',
  relayRefused: '服务器没有接受此回答。请检查后重新发送。',
  relaySendFailed: '无法发送您的回答。请检查网络连接后重新发送。',

  urlTitle: '打开网页？',
  urlSiteLabel: '网站',
  urlAddressLabel: '完整地址',
  urlWarningsTitle: '打开前请检查此地址',
  urlWarningIdn: (unicode, ascii) => `此网站名称使用了国际字符。它读作“${unicode}”，但真实地址是“${ascii}”。`,
  urlWarningMixedScripts: (label, scripts, hostname) => `“${label}”混用了不同文字系统的字符（${scripts.join('、')}），这是冒充其他网站的常见手法。此链接会打开 ${hostname}。`,
  urlWarningUnusualHost: (hostname) => `此地址不寻常：它可能不是真实的网站。此链接会打开 ${hostname}。`,
  urlWarningUserinfo: (userinfo, hostname) => `“${userinfo}@”不是网站。此链接会打开 ${hostname}。`,
  urlWarningIpLiteral: (hostname) => `此链接指向一个纯网络地址（${hostname}），而不是有名称的网站。`,
  urlWarningInsecureHttp: (hostname) => `指向 ${hostname} 的此链接不安全（http）：网络上的其他人可能读取或篡改页面。`,
  urlRefusedScheme: (scheme) => `无法在这里打开此链接：不允许“${scheme}:”链接，只允许 https 和 http。`,
  urlRefusedInvalid: '无法在这里打开此链接：它不是有效的网址。',
  urlOpenHint: '在您选择“打开”之前不会加载任何内容。页面会在新的浏览器窗口中打开。',
  urlOpen: '打开',
  urlOpenAgain: '再次打开',
  urlWaiting: '请在打开的窗口中完成操作，然后回到这里。',
  urlWaitingForServer: '请在打开的窗口中完成操作。服务器确认后此处会关闭。',
  urlFinished: '我已完成',
  urlClose: '不再等待',

  validation: {
    required: '此字段为必填项',
    notANumber: '请输入数字',
    notAnInteger: '请输入整数',
    notText: '请输入文本',
    notAList: '请从列表中选择',
    notABoolean: '请选择是或否',
    nullValue: '此字段没有值（null）',
    tooShort: (min) => `请至少输入 ${n(min)} 个字符`,
    tooLong: (max) => `请最多输入 ${n(max)} 个字符`,
    patternMismatch: '请按要求的格式输入',
    email: '请输入有效的电子邮件地址',
    uri: '请输入有效的 URI，例如 https://example.com/file',
    date: '请输入有效的日期',
    dateTime: '请输入日期和时间',
    dateIncomplete: '请输入完整的日期',
    dateTimeIncomplete: '请输入完整的日期和时间',
    numberBetween: (min, max) => `请输入介于 ${n(min)} 和 ${n(max)} 之间的数字`,
    numberAtLeast: (min) => `请输入不小于 ${n(min)} 的数字`,
    numberAtMost: (max) => `请输入不大于 ${n(max)} 的数字`,
    numberAbove: (limit) => `请输入大于 ${n(limit)} 的数字`,
    numberBelow: (limit) => `请输入小于 ${n(limit)} 的数字`,
    multipleOf: (step) => `请输入 ${n(step)} 的倍数`,
    notAnOption: '请选择其中一个选项',
    chooseBetween: (min, max) => `请选择 ${n(min)} 到 ${n(max)} 个选项`,
    chooseAtLeast: (min) => `请至少选择 ${n(min)} 个选项`,
    chooseAtMost: (max) => `请最多选择 ${n(max)} 个选项`,
    listBetween: (min, max) => `请添加 ${n(min)} 到 ${n(max)} 个项目`,
    listAtLeast: (min) => `请至少添加 ${n(min)} 个项目`,
    listAtMost: (max) => `请最多添加 ${n(max)} 个项目`,
    duplicate: '此条目重复出现',
    notOffered: '请选择提供的资源之一',
    unknownField: '此字段不属于该表单',
    invalidValue: '请输入有效的值',
    badAction: 'action 必须是 accept、decline 或 cancel',
    missingContent: '接受的回答需要包含内容',
    strayContent: '只有接受的回答才能包含内容',
    contentNotObject: '内容必须是一个对象',
    invalidSchema: '无法检查表单的架构',
  },
};
