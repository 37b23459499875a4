// What every new world holds of the money area (docs/areas/money.md, "Seeded data"). The demo
// investor's history nets to zero on every balance, so the accounts keep the balances the
// README's table gives (TWD 1,000,000.00 available, nothing held).
export const channelPassword = '8888'

export const rechargeChannels = [
  {
    name: '銀行轉帳',
    nameEn: 'Bank transfer',
    type: 'bank',
    bankName: '中國信託商業銀行',
    bankCode: '822',
    bankNum: '901540012345',
    realname: '福爾摩沙證券股份有限公司',
    bankAddress: '營業部',
    network: '',
    address: '',
    withPassword: false,
  },
  {
    name: 'USDT-TRC20',
    nameEn: 'USDT (TRC20)',
    type: 'usdt',
    bankName: '',
    bankCode: '',
    bankNum: '',
    realname: '',
    bankAddress: '',
    network: 'TRC20',
    address: 'TXk7mJ4a2bQyP9cRvW3nE8sD6fGh5LuZ1A',
    withPassword: false,
  },
  {
    name: 'VIP專屬通道',
    nameEn: 'VIP channel',
    type: 'bank',
    bankName: '台北富邦商業銀行',
    bankCode: '012',
    bankNum: '82120004567890',
    realname: '福爾摩沙證券股份有限公司',
    bankAddress: '信義分行',
    network: '',
    address: '',
    withPassword: true,
  },
] as const

export const investorCards = [
  { bankName: '中國信託商業銀行', bankCode: '822', bankNum: '012540123456', bankAddress: '台北分行', daysAgo: 88 },
  { bankName: '國泰世華商業銀行', bankCode: '013', bankNum: '034506789012', bankAddress: '信義分行', daysAgo: 60 },
] as const

export const investorAddresses = [
  { network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', remark: '主錢包', daysAgo: 70 },
  { network: 'ERC20', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', remark: '', daysAgo: 30 },
] as const

/** A transfer proof the investor uploaded yesterday and has not used: the contract example's `pay_img`. */
export const unusedProofPath = '/storage/upload/20261122/5d0c3e9a7b21f4c8a6e1d2b3.png'

/**
 * Coupons by account. Whole TWD; `expiresInDays` from the world's start (negative: expired); the
 * investor used 手續費補貼券 20 days before.
 */
export const demoCoupons = [
  { account: '0912345678', name: '新戶體驗金', money: 888, remark: '新戶專屬，領取後可直接入帳', expiresInDays: 30 },
  { account: '0912345678', name: '入金回饋券', money: 200, remark: '入金回饋，限期使用', expiresInDays: 7 },
  { account: '0912345678', name: '手續費補貼券', money: 1_000, remark: '交易手續費補貼', expiresInDays: 10 },
  { account: '0912345678', name: '節日紅包', money: 500, remark: '節日限定紅包', expiresInDays: -5 },
  { account: '0922333444', name: '新戶體驗金', money: 888, remark: '新戶專屬，領取後可直接入帳', expiresInDays: 30 },
] as const

/** A 1x1 PNG: the bytes of every seeded proof. */
export const seededProofBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)
