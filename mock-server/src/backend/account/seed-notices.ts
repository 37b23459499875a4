// The notices and messages of a new world, as HTML bodies a back office writes. Times are
// relative to the world's start (days before it; one notice is posted the day after, to
// show that posting follows the clock), so the texts never name a date.
import { discountTenths } from '#rules/market.ts'

import { electronicOrderDiscount } from '../core/seed-data.ts'

export interface SeedNotice {
  title: string
  content: string
  /** Days before the world's start (negative: after it). */
  daysAgo: number
  /** Whether the demo investor has already read it. */
  readByInvestor: boolean
}

export const seedNotices: readonly SeedNotice[] = [
  {
    title: '【公告】年終客戶回饋活動開跑',
    content: '<p>年終回饋活動今日開跑！活動期間每日簽到即可獲得抽獎機會，最高可抽中 <strong>NT$888</strong> 現金。</p>',
    daysAgo: -1,
    readByInvestor: false,
  },
  {
    title: '【系統維護】本週日凌晨系統維護',
    content:
      '<p>為提供更穩定的服務，本公司將於<strong>本週日 00:00-06:00</strong>進行系統維護，' +
      '期間暫停登入、出入金及預約委託。</p><p>造成不便，敬請見諒。</p>',
    daysAgo: 3,
    readByInvestor: false,
  },
  {
    title: '【防詐騙提醒】請勿將密碼告知他人',
    content:
      '<p>近期詐騙集團假冒券商人員，以「保證獲利」、「內線消息」誘騙投資人。</p><ul>' +
      '<li>本公司人員<strong>不會</strong>要求您提供登入密碼或資金密碼。</li>' +
      '<li>本公司<strong>不會</strong>要求您匯款至個人帳戶。</li></ul><p>如有疑問請撥打 165 ' +
      '反詐騙專線。</p>',
    daysAgo: 5,
    readByInvestor: false,
  },
  {
    title: '【新功能】每日簽到與幸運抽獎上線',
    content:
      '<p>帳戶中心新增<strong>每日簽到</strong>：每天簽到可獲得 1 次抽獎機會，當月累計簽到 3、7、' +
      '15、25 天另有現金獎勵。</p>',
    daysAgo: 8,
    readByInvestor: false,
  },
  {
    title: '【優惠】電子下單手續費優惠延長',
    content:
      `<p>電子下單手續費 ${discountTenths(electronicOrderDiscount)} 折優惠延長至年底，` +
      '適用所有已完成身分驗證之帳戶，毋須另行申請。</p>',
    daysAgo: 12,
    readByInvestor: true,
  },
  {
    title: '【休市提醒】國定假日休市安排',
    content: '<p>依臺灣證券交易所公告，國定假日及補假日全日休市，休市期間不接受委託，交割順延至次一營業日。</p>',
    daysAgo: 20,
    readByInvestor: true,
  },
  {
    title: '【新股申購】申購流程與中籤查詢說明',
    content:
      '<ol><li>申購期間內於「新股申購」選擇標的並確認扣款。</li>' +
      '<li>抽籤日後可於「申購紀錄」查詢中籤結果。</li><li>未中籤者，申購款項於退款日退回。</li>' +
      '</ol>',
    daysAgo: 26,
    readByInvestor: true,
  },
  {
    title: '【公告】電子對帳單寄送服務',
    content: '<p>每月對帳單將於次月第五個營業日前寄送至您的電子信箱，亦可於 App 內查詢資金明細。</p>',
    daysAgo: 33,
    readByInvestor: true,
  },
  {
    title: '【系統公告】App 版本更新',
    content: '<p>新版 App 優化行情載入速度並修正部分機型顯示問題，建議更新至最新版本。</p>',
    daysAgo: 41,
    readByInvestor: true,
  },
  {
    title: '【風險提醒】現股當沖交易風險說明',
    content: '<p>現股當沖須先申請並經核准。當沖交易損益波動大，請審慎評估自身風險承受能力。</p>',
    daysAgo: 50,
    readByInvestor: true,
  },
  {
    title: '【公告】客服中心服務時間調整',
    content: '<p>客服中心服務時間調整為週一至週五 08:00-20:00，線上客服維持 24 小時服務。</p>',
    daysAgo: 62,
    readByInvestor: true,
  },
  {
    title: '【公告】防制洗錢客戶資料更新通知',
    content: '<p>依主管機關規定，請定期確認您的聯絡資料與職業資訊，如有變更請洽客服更新。</p>',
    daysAgo: 75,
    readByInvestor: true,
  },
]

export interface SeedMessage {
  account: string
  title: string
  content: string
  /** Days before the world's start. */
  daysAgo: number
  read: boolean
}

const welcome = {
  title: '歡迎加入福爾摩沙證券',
  content:
    '<p>感謝您開立帳戶！完成<strong>身分驗證</strong>並設定<strong>資金密碼</strong>後，即可開始入金與交易。</p>',
}

export const seedMessages: readonly SeedMessage[] = [
  { account: '0912345678', ...welcome, daysAgo: 90, read: true },
  {
    account: '0912345678',
    title: '身分驗證已通過',
    content: '<p>您的身分驗證已審核通過，現在可以使用全部功能。</p>',
    daysAgo: 88,
    read: true,
  },
  {
    account: '0912345678',
    title: '【對帳單】上月對帳單已產生',
    content: '<p>您上月的電子對帳單已產生，可至「資金明細」查詢各筆交易與出入金紀錄。</p>',
    daysAgo: 2,
    read: false,
  },
  {
    account: '0912345678',
    title: '【安全提醒】新裝置登入通知',
    content: '<p>您的帳號於新裝置登入。若非本人操作，請立即修改登入密碼並聯繫客服。</p>',
    daysAgo: 1,
    read: false,
  },
  { account: '0922333444', ...welcome, daysAgo: 90, read: false },
  { account: '0933555777', ...welcome, daysAgo: 90, read: true },
  {
    account: '0933555777',
    title: '身分驗證資料已送出',
    content: '<p>您的身分驗證資料已送出，審核結果將以站內訊息通知您。</p>',
    daysAgo: 1,
    read: false,
  },
  { account: '0944666888', ...welcome, daysAgo: 90, read: true },
  { account: '0955777999', ...welcome, daysAgo: 90, read: true },
]
