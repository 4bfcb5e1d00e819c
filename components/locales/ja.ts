/**
 * elicit-kit/locales/ja — every string of the kit in Japanese, validation messages included. Typed as a complete
 * `Messages` catalogue, so a key added to the kit fails typecheck here until it is translated.
 * @example
 * import { ja } from 'elicit-kit/locales/ja';
 * <ElicitationForm messages={ja} … />   // or, for the custom element: element.messages = ja
 */
import type { Messages } from '../messages.ts';
import type { CredentialKind } from '../../src/credentials.ts';
import { fileSize } from './fileSize.ts';

/** Japanese has no plural forms: a count is a number and a counter word. */
const n = (count: number) => count.toLocaleString('ja');

const signInJa = 'サービス自体のページでサインインしてください。';
/** What a credential-like field seems to be, and why not in a form (docs/behaviour.md §11). */
const jaCredentials: Record<CredentialKind, readonly [string, string]> = {
  password: ['パスワード', `サーバーがフォームでパスワードを求めてはいけません。${signInJa}`],
  apiKey: ['API キー', `サーバーがフォームで API キーを求めてはいけません。${signInJa}`],
  token: ['アクセストークン', `サーバーがフォームでアクセストークンを求めてはいけません。${signInJa}`],
  secret: ['秘密鍵', `サーバーがフォームで秘密鍵を求めてはいけません。${signInJa}`],
  payment: ['支払いカード情報', 'サーバーがフォームで支払い情報を求めてはいけません。サービス自体のページで支払ってください。'],
};

export const ja: Messages = {
  submit: '送信',
  decline: '拒否',
  cancel: 'キャンセル',
  dismiss: '閉じる',
  required: '必須',
  serverLabel: '依頼元',
  unsupportedTitle: 'このリクエストはここに表示できません',
  unsupportedDetails: '開発者向けの詳細',
  sentAccepted: '送信しました',
  sentDeclined: '拒否しました',
  sentCancelled: 'キャンセルしました',
  approvalAllow: '許可',
  approvalDecline: '拒否',
  approvalAllowed: '許可しました',
  approvalTool: 'ツール',
  approvalServer: 'サーバー',
  discardQuestion: '回答を破棄しますか？',
  discardConfirm: '破棄',
  discardKeepEditing: '編集を続ける',
  summaryYes: 'はい',
  summaryNo: 'いいえ',
  summaryListSeparator: '、',
  summaryDateLocale: 'ja',
  summaryDate: (date) => date,
  credentialWarning: (server, kind) => `${server} が${jaCredentials[kind][0]}らしきものを求めています。${jaCredentials[kind][1]}`,
  credentialRefused: (server, kind) =>
    `${server} が${jaCredentials[kind][0]}らしきものを求めたため、このアプリはリクエストを拒否しました。${jaCredentials[kind][1]}`,
  credentialUnknownServer: 'このサーバー',
  summaryMasked: '非表示',
  errorsSummary: (count) => `${n(count)} 件の項目を確認してください`,
  missingField: (kind) => `「${kind}」フィールド用のコンポーネントが登録されていません。`,
  textCharacterCount: (count, max) => `${n(count)} / ${n(max)} 文字`,
  dateChoose: '日付を選択',
  numberWhole: '整数',
  numberBetween: (min, max) => `${n(min)}～${n(max)}`,
  numberAtLeast: (min) => `${n(min)} 以上`,
  numberAtMost: (max) => `${n(max)} 以下`,

  choiceNone: 'なし',
  choicePlaceholder: '選択してください',
  choiceSearch: '選択肢を検索',
  choiceNoMatches: '一致するものはありません',
  choiceClear: '選択を解除',
  choiceClearFor: (label) => `選択を解除: ${label}`,
  choiceCount: (min, max) => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) return atLeast === max ? `${n(max)} 個選択` : `${n(atLeast)}～${n(max)} 個選択`;
    if (atLeast !== undefined) return `${n(atLeast)} 個以上選択`;
    if (max !== undefined) return `${n(max)} 個まで選択`;
    return undefined;
  },

  suggestionsCount: (count) => (count === 0 ? '候補はありません' : `${n(count)} 件の候補`),
  suggestionsShow: '候補を表示',
  calendarPreviousMonth: '前の月',
  calendarNextMonth: '次の月',
  calendarTime: '時刻',
  calendarTimeZone: (zone) => `タイムゾーン: ${zone}`,
  suggestionsChosen: (title) => `候補: ${title}`,
  stringListRemove: (label) => `${label} を削除`,
  stringListEntries: (label) => `${label}: 項目`,
  stringListHowToAdd: 'Enter で追加',
  stringListRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `${n(max)} 項目` : `${n(min)}～${n(max)} 項目`;
    if (min !== undefined) return `${n(min)} 項目以上`;
    return `${n(max ?? 0)} 項目まで`;
  },
  stringListUnique: '重複なし',
  stringListHintSeparator: '、',
  stringListCount: (count, max) => `${n(count)} / ${n(max)}`,
  stringListDuplicate: (entry) => `「${entry}」はすでにリストにあります。`,
  stringListFull: (max) => `リストがいっぱいです（最大 ${n(max)} 項目）。追加するには項目を削除してください。`,
  stringListEntryError: (label, message) => `「${label}」: ${message}`,
  stringListAdded: (label) => `${label} を追加しました。`,
  stringListRemoved: (label) => `${label} を削除しました。`,

  pickerAddFiles: 'ファイルを追加…',
  pickerAddFile: 'ファイルを追加…',
  pickerAddFolder: 'フォルダを追加…',
  pickerDropFiles: 'またはここにファイルをドロップ',
  pickerDropFolder: 'またはここにフォルダをドロップ',
  pickerRemoveButton: '削除',
  pickerRemove: (label) => `${label} を削除`,
  pickerPreviewButton: 'プレビュー',
  pickerRestoreButton: '元に戻す',
  pickerRestore: (label) => `${label} を元に戻す`,
  pickerRemovedHeading: '削除済み',
  pickerRestored: (label) => `${label} を元に戻しました`,
  pickerPreview: (label) => `${label} をプレビュー`,
  pickerClear: '選択を解除',
  pickerEmpty: 'リストは空です。送信する項目を追加してください。',
  pickerAddedHeading: 'あなたが追加',
  pickerAddedMark: '追加',
  pickerAdding: (name) => `${name} を追加中…`,
  pickerAdded: (name) => `${name} を追加しました`,
  pickerRemoved: (label) => `${label} を削除しました`,
  pickerSelectedExisting: (name) => `${name} は提示された項目の 1 つです。選択済みにしました`,
  pickerDuplicate: (name) => `${name} はすでにリストにあります`,
  pickerAddFailed: (name, reason) => `${name} を追加できませんでした${reason ? `: ${reason}` : ''}`,
  pickerBadUri: (name) => `${name} を追加できませんでした: アプリが有効なアドレスを渡しませんでした`,
  pickerDismiss: (name) => `${name} を閉じる`,
  pickerRefused: (name, accept) => `${name} は追加できません: 受け付けるのは ${accept.join('、')} のみです`,
  pickerFolderOnly: (name) => `${name} は追加できません: フォルダを選択してください`,
  pickerFileOnly: (name) => `${name} は追加できません: フォルダです。ファイルを選択してください`,
  pickerOneOnly: 'ここでは 1 つしか選択できません。最初の項目を使用しました',
  pickerRange: (min, max) => {
    if (min !== undefined && max !== undefined) return min === max ? `${n(min)} 個選択` : `${n(min)}～${n(max)} 個選択`;
    if (min !== undefined) return `${n(min)} 個以上選択`;
    return max !== undefined ? `${n(max)} 個まで選択` : '';
  },
  pickerCount: (count) => `${n(count)} 個選択中`,
  pickerListCount: (count) => `${n(count)} 項目`,
  pickerFolder: 'フォルダ',
  pickerFileType: ({ kind, format, noun = 'file' }) => {
    if (kind === 'folder') return 'フォルダ';
    const word = { document: 'ドキュメント', spreadsheet: 'スプレッドシート', presentation: 'プレゼンテーション', image: '画像',
      archive: 'アーカイブ', audio: 'オーディオ', video: 'ビデオ', text: 'テキストファイル', file: 'ファイル' }[noun];
    return format === undefined ? word : `${format} ${word}`;
  },
  pickerFileSize: (bytes) => fileSize(bytes, 'ja', ['B', 'kB', 'MB', 'GB', 'TB']),

  hostDialogTitle: (server) => `${server} が入力を求めています`,
  hostUnknownServer: 'MCP サーバー',
  hostClose: '閉じる',
  hostWaiting: (count) => `ほかに ${n(count)} 件のリクエストが待機中です`,
  hostUnsupportedReason: (reason) => `理由: ${reason}`,
  hostInvalidRequest: (server) => `${server} がこのアプリで表示できないリクエストを送信しました`,

  relayAnsweredElsewhere: '別のタブで回答済み',
  relaySending: '送信中…',
  relayTooLarge: '回答が長すぎて送信できません。短くしてもう一度送信してください。',
  relayExpired: 'このリクエストは回答される前に期限切れになりました',
  relayWithdrawn: 'このリクエストは取り下げられました。回答を待っているものはありません',
  relayRefused: 'サーバーはこの回答を受け付けませんでした。確認してもう一度送信してください。',
  relaySendFailed: '回答を送信できませんでした。接続を確認してもう一度送信してください。',

  urlTitle: 'ウェブページを開きますか？',
  urlSiteLabel: 'サイト',
  urlAddressLabel: '完全なアドレス',
  urlWarningsTitle: '開く前にこのアドレスを確認してください',
  urlWarningIdn: (unicode, ascii) => `このサイト名には国際文字が使われています。「${unicode}」と読めますが、実際のアドレスは「${ascii}」です。`,
  urlWarningMixedScripts: (label, scripts, hostname) => `「${label}」は異なる文字体系の文字（${scripts.join('、')}）を混ぜています。これは別のサイトになりすますよくある手口です。このリンクは ${hostname} を開きます。`,
  urlWarningUnusualHost: (hostname) => `このアドレスは通常と異なります。実在するサイトではない可能性があります。このリンクは ${hostname} を開きます。`,
  urlWarningUserinfo: (userinfo, hostname) => `「${userinfo}@」はサイトではありません。このリンクは ${hostname} を開きます。`,
  urlWarningIpLiteral: (hostname) => `このリンクは名前のあるサイトではなく、ネットワークアドレス（${hostname}）そのものに移動します。`,
  urlWarningInsecureHttp: (hostname) => `${hostname} へのこのリンクは安全ではありません（http）。同じネットワーク上の他人がページを読んだり変更したりできます。`,
  urlRefusedScheme: (scheme) => `このリンクはここでは開けません。「${scheme}:」リンクは許可されていません（https と http のみ）。`,
  urlRefusedInvalid: 'このリンクはここでは開けません。有効なウェブアドレスではありません。',
  urlOpenHint: '「開く」を選ぶまで何も読み込まれません。ページは新しいブラウザーウィンドウで開きます。',
  urlOpen: '開く',
  urlOpenAgain: 'もう一度開く',
  urlWaiting: '開いたウィンドウで操作を完了してから、ここに戻ってください。',
  urlWaitingForServer: '開いたウィンドウで操作を完了してください。サーバーが確認するとこの画面は閉じます。',
  urlFinished: '完了しました',
  urlClose: '待機をやめる',

  validation: {
    required: 'この項目は必須です',
    notANumber: '数値を入力してください',
    notAnInteger: '整数を入力してください',
    notText: 'テキストを入力してください',
    notAList: 'リストから選択してください',
    notABoolean: 'はいかいいえを選択してください',
    nullValue: 'この項目には値がありません（null）',
    tooShort: (min) => `${n(min)} 文字以上で入力してください`,
    tooLong: (max) => `${n(max)} 文字以内で入力してください`,
    patternMismatch: '指定された形式で入力してください',
    email: '有効なメールアドレスを入力してください',
    uri: '有効な URI を入力してください（例: https://example.com/file）',
    date: '有効な日付を入力してください',
    dateTime: '日付と時刻を入力してください',
    dateIncomplete: '日付をすべて入力してください',
    dateTimeIncomplete: '日付と時刻をすべて入力してください',
    numberBetween: (min, max) => `${n(min)}～${n(max)} の数値を入力してください`,
    numberAtLeast: (min) => `${n(min)} 以上の数値を入力してください`,
    numberAtMost: (max) => `${n(max)} 以下の数値を入力してください`,
    numberAbove: (limit) => `${n(limit)} より大きい数値を入力してください`,
    numberBelow: (limit) => `${n(limit)} より小さい数値を入力してください`,
    multipleOf: (step) => `${n(step)} の倍数を入力してください`,
    notAnOption: '選択肢から選んでください',
    chooseBetween: (min, max) => `${n(min)}～${n(max)} 個の選択肢を選んでください`,
    chooseAtLeast: (min) => `${n(min)} 個以上の選択肢を選んでください`,
    chooseAtMost: (max) => `選択肢は ${n(max)} 個までにしてください`,
    listBetween: (min, max) => `${n(min)}～${n(max)} 個の項目を追加してください`,
    listAtLeast: (min) => `${n(min)} 個以上の項目を追加してください`,
    listAtMost: (max) => `項目は ${n(max)} 個までにしてください`,
    duplicate: 'この項目は重複しています',
    notOffered: '提示されたリソースから選んでください',
    unknownField: 'この項目はフォームに含まれていません',
    invalidValue: '有効な値を入力してください',
    badAction: 'action は accept、decline、cancel のいずれかである必要があります',
    missingContent: '承諾した回答には内容が必要です',
    strayContent: '内容を含められるのは承諾した回答だけです',
    contentNotObject: '内容はオブジェクトである必要があります',
    invalidSchema: 'フォームのスキーマを確認できませんでした',
  },
};
