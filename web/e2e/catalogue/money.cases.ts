// The money area's catalogue entries on the screens where a user meets them: cash-out,
// the transfer (deposit) screen, exchange, cards and USDT addresses, loans and coupons.
// Most are the mock's own rules on the world's clock and the account's real balances and
// records; what another device of the user changed meanwhile is done with `doneAsUser`
// once the screen is open (the screen still shows what it loaded).
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

const investor = '0912345678'
const fundPassword = '123456'

/** The id of the user's record whose `key` field has this value, from one of their lists. */
async function idOf(steps: ScreenSteps, list: string, key: string, value: string): Promise<number> {
  const rows = (await steps.doneAsUser(list, {})) as Record<string, unknown>[]
  const found = rows.find((row) => row[key] === value)
  if (found === undefined) throw new Error(`no ${key} ${value} in ${list}`)
  return found.id as number
}

/** Moves the world's clock, and lets the world catch up with it (reviews the clock decides). */
async function clockAt({ mock }: ScreenSteps, instant: string): Promise<void> {
  await mock.setClock({ set: instant })
  await mock.pendingReviews()
}

// --- 出金 (/information/cashOut) ---------------------------------------------------------

const cashOut = '/information/cashOut'
const ctbcCard = '中國信託商業銀行 **** **** 3456'

const cashOutReady = async ({ page }: ScreenSteps) => {
  await page.getByRole('radiogroup', { name: '收款銀行帳戶' }).waitFor()
}

/** A cash-out of `amount` to the CTBC card with this fund password. */
const cashOutOf =
  (amount: string, password = fundPassword) =>
  async (steps: ScreenSteps) => {
    await steps.choose('收款銀行帳戶', ctbcCard)
    await steps.field('出金金額').fill(amount)
    await steps.field('資金密碼').fill(password)
    return [steps.field('出金金額'), steps.field('資金密碼')]
  }

const cashOutTap = (steps: ScreenSteps) => steps.button('確認出金').click()

const cashOutCases: ScreenCase[] = [
  {
    id: 'withdraw_time_window',
    route: cashOut,
    raisedBy: 'rule',
    call: '/user/withdrawal',
    when: 'a cash-out on a Saturday (weekdays 09:00-17:00)',
    params: { start: '09:00', end: '17:00' },
    arrange: (steps) => clockAt(steps, '2026-11-28T10:00:00+08:00'),
    ready: cashOutReady,
    fill: cashOutOf('20000'),
    submit: cashOutTap,
  },
  {
    id: 'withdraw_time_window',
    route: cashOut,
    raisedBy: 'rule',
    call: '/user/withdrawal',
    when: 'a cash-out on a weekday at 18:00',
    params: { start: '09:00', end: '17:00' },
    arrange: (steps) => clockAt(steps, '2026-11-24T18:00:00+08:00'),
    ready: cashOutReady,
    fill: cashOutOf('20000'),
    submit: cashOutTap,
  },
  {
    id: 'withdraw_amount_limit',
    route: cashOut,
    raisedBy: 'forced',
    call: '/user/withdrawal',
    when: 'forced on a valid amount: the form checks the bounds it is given before sending',
    ready: cashOutReady,
    fill: cashOutOf('1000'),
    submit: cashOutTap,
  },
  {
    id: 'credit_score_too_low',
    route: cashOut,
    raisedBy: 'rule',
    call: '/user/withdrawal',
    when: 'a credit score of 59 (60 needed)',
    arrange: ({ mock }) => mock.setAccount({ account: investor, creditScore: 59 }),
    ready: cashOutReady,
    fill: cashOutOf('20000'),
    submit: cashOutTap,
  },
  {
    id: 'wrong_fund_password',
    route: cashOut,
    raisedBy: 'rule',
    call: '/user/withdrawal',
    when: 'a wrong fund password typed',
    records: 'the wrong guess, counted towards locking the fund password',
    ready: cashOutReady,
    fill: cashOutOf('20000', '654321'),
    submit: cashOutTap,
  },
  {
    id: 'withdrawal_forbidden',
    route: cashOut,
    raisedBy: 'rule',
    call: '/user/withdrawal',
    when: 'the broker has forbidden withdrawals',
    arrange: ({ mock }) => mock.setAccount({ account: investor, restrictions: { withdrawalForbidden: true } }),
    ready: cashOutReady,
    fill: cashOutOf('20000'),
    submit: cashOutTap,
  },
  {
    id: 'submit_too_frequent',
    route: cashOut,
    raisedBy: 'rule',
    call: '/user/withdrawal',
    when: 'a second cash-out within a minute of the first',
    arrange: async (steps) =>
      steps.doneAsUser('/user/withdrawal', {
        money: '5000',
        bankid: await idOf(steps, '/user/cardList', 'bank_num', '012540123456'),
        passwords: fundPassword,
        type: 'bank',
      }),
    ready: cashOutReady,
    fill: cashOutOf('20000'),
    submit: cashOutTap,
  },
]

// --- 轉帳入金 (/information/rechargeChannel): the deposit request with its proof ----------------

/** The transfer screen of a channel for NT$ 10,000, as 入金's 下一步 opens it. */
const transfer = (channel: number) => `/information/rechargeChannel?id=${channel}&money=%2210000%22`
const bankTransfer = transfer(1)
const vipChannel = transfer(3)

const transferReady = async ({ page }: ScreenSteps) => {
  await page.getByRole('group', { name: '轉帳憑證' }).locator('input[type=file]').waitFor()
}
const withProof = async (steps: ScreenSteps) => {
  await steps.upload('轉帳憑證')
  return []
}
const depositTap = (steps: ScreenSteps) => steps.button('提交審核').click()

/** A proof the investor uploaded yesterday and has not used (the seed's). */
const unusedProof = '/storage/upload/20261122/5d0c3e9a7b21f4c8a6e1d2b3.png'

const depositCases: ScreenCase[] = [
  {
    id: 'deposit_time_window',
    route: bankTransfer,
    raisedBy: 'rule',
    call: '/user/chongzhi',
    when: 'the transfer submitted at 21:30 (every day 09:00-21:00)',
    params: { start: '09:00', end: '21:00' },
    ready: transferReady,
    fill: async (steps) => {
      const kept = await withProof(steps)
      // The user took the screen's details at 20:59 and sends the proof after closing time.
      await clockAt(steps, '2026-11-23T21:30:00+08:00')
      return kept
    },
    submit: depositTap,
  },
  {
    id: 'deposit_amount_limit',
    route: bankTransfer,
    raisedBy: 'forced',
    call: '/user/chongzhi',
    when: 'forced on a valid amount: 入金 checks the bounds before this screen opens',
    ready: transferReady,
    fill: withProof,
    submit: depositTap,
  },
  {
    id: 'wrong_channel_password',
    route: vipChannel,
    raisedBy: 'rule',
    call: '/user/chongzhi',
    when: 'a wrong password for VIP專屬通道',
    ready: transferReady,
    fill: async (steps) => {
      await steps.field('通道密碼').fill('1234')
      await withProof(steps)
      return [steps.field('通道密碼')]
    },
    submit: depositTap,
  },
  {
    id: 'submit_too_frequent',
    route: bankTransfer,
    raisedBy: 'rule',
    call: '/user/chongzhi',
    when: 'a second deposit within a minute of the first',
    arrange: (steps) => steps.doneAsUser('/user/chongzhi', { money: '50000', id: 1, pay_img: unusedProof }),
    ready: transferReady,
    fill: withProof,
    submit: depositTap,
  },
  {
    id: 'recharge_channel_not_found',
    route: bankTransfer,
    raisedBy: 'forced',
    call: '/user/chongzhi',
    when: 'forced: the channel closed while the screen was open (the mock cannot close one)',
    ready: transferReady,
    fill: withProof,
    submit: depositTap,
  },
]

// --- 兌換 (/information/exChange) ----------------------------------------------------------

const exchangeCases: ScreenCase[] = [
  {
    id: 'balance_insufficient',
    route: '/information/exChange',
    raisedBy: 'rule',
    call: '/user/rotation',
    when: 'all the TWD typed, then another device exchanged NT$ 1,000 of it',
    ready: async ({ page }) => {
      await page.getByText('可用 1,000,000.00 TWD').waitFor()
    },
    fill: async (steps) => {
      await steps.field('兌換金額').fill('1000000')
      await steps.page.getByText('預計獲得 30,816.64 USD').waitFor()
      await steps.doneAsUser('/user/rotation', { money: '1000', from: 'TWD', to: 'USD' })
      return [steps.field('兌換金額')]
    },
    submit: (steps) => steps.button('確認兌換').click(),
  },
]

// --- 銀行帳戶 and USDT地址 (/information/bankList, addBankCard, usdtAddress) ------------------

const deleteConfirmed = ({ page }: ScreenSteps) => page.getByRole('dialog').getByRole('button', { name: '刪除' })
/** Taps a row's delete button; the dialog asks once more (its animation done before the clock stops). */
const askToDelete = (label: string) => async (steps: ScreenSteps) => {
  await steps.button(label).click()
  await deleteConfirmed(steps).click({ trial: true })
}

const cardForm = async (steps: ScreenSteps, number: string) => {
  await steps.page.getByRole('combobox', { name: /^開戶銀行/ }).selectOption('822')
  await steps.field('銀行帳號').fill(number)
  await steps.field('開戶分行').fill('台北分行')
  return [steps.field('銀行帳號'), steps.field('開戶分行')]
}
const addCardReady = async ({ page }: ScreenSteps) => {
  await page.getByRole('combobox', { name: /^開戶銀行/ }).waitFor()
}

const usdtAddress = '/information/usdtAddress'
const mainWallet = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'
const usdtReady = async ({ page }: ScreenSteps) => {
  await page.getByRole('list', { name: 'USDT地址' }).getByRole('listitem').first().waitFor()
}

const payoutAccountCases: ScreenCase[] = [
  {
    id: 'card_exists',
    route: '/information/addBankCard',
    raisedBy: 'rule',
    call: '/user/addCard',
    when: 'the number of a card the user has bound already',
    ready: addCardReady,
    fill: (steps) => cardForm(steps, '012540123456'),
    submit: (steps) => steps.button('確認新增').click(),
  },
  {
    id: 'card_not_own',
    route: '/information/addBankCard',
    raisedBy: 'forced',
    call: '/user/addCard',
    when: 'forced: the holder is the verified name, shown and sent as it is, never typed',
    ready: addCardReady,
    fill: (steps) => cardForm(steps, '001234567890'),
    submit: (steps) => steps.button('確認新增').click(),
  },
  {
    id: 'card_not_found',
    route: '/information/bankList',
    raisedBy: 'rule',
    call: '/user/delbakcard',
    when: 'deleting a card another device deleted meanwhile',
    ready: async ({ page }) => {
      await page.getByRole('list', { name: '銀行帳戶' }).getByRole('listitem').nth(1).waitFor()
    },
    fill: async (steps) => {
      await steps.doneAsUser('/user/delbakcard', {
        bankid: await idOf(steps, '/user/cardList', 'bank_num', '012540123456'),
      })
      return []
    },
    confirmation: askToDelete(`刪除 ${ctbcCard}`),
    submit: (steps) => deleteConfirmed(steps).click(),
  },
  {
    id: 'usdt_address_exists',
    route: usdtAddress,
    raisedBy: 'rule',
    call: '/user/addUsdt',
    when: 'an address the user has bound already',
    ready: usdtReady,
    fill: async (steps) => {
      await steps.field('地址').fill(mainWallet)
      await steps.field('備註').fill('主錢包')
      return [steps.field('地址'), steps.field('備註')]
    },
    submit: (steps) => steps.button('確認新增').click(),
  },
  {
    id: 'usdt_address_not_found',
    route: usdtAddress,
    raisedBy: 'rule',
    call: '/user/delUsdt',
    when: 'deleting an address another device deleted meanwhile',
    ready: usdtReady,
    fill: async (steps) => {
      await steps.doneAsUser('/user/delUsdt', { id: await idOf(steps, '/user/usdtList', 'address', mainWallet) })
      await steps.field('地址').fill('0x52908400098527886E0F7030069857D2E4169EE7')
      return [steps.field('地址')]
    },
    confirmation: askToDelete('刪除地址 TLa2f6…wYjU7'),
    submit: (steps) => deleteConfirmed(steps).click(),
  },
]

// --- 借款 and 還款 (/home/loan, /home/loanRe) ---------------------------------------------------

const loanReady = async ({ page }: ScreenSteps) => {
  await page.getByRole('region', { name: '借款額度' }).getByText('NT$ 430,000.00').waitFor()
}
const repayReady = async ({ page }: ScreenSteps) => {
  await page.getByRole('region', { name: '借款額度' }).getByText('NT$ 70,000.00').waitFor()
}

const loanCases: ScreenCase[] = [
  {
    id: 'lending_below_minimum',
    route: '/home/loan',
    raisedBy: 'forced',
    call: '/user/to_jq',
    when: 'forced on a valid amount: the form checks the minimum it is given before sending',
    ready: loanReady,
    fill: async (steps) => {
      await steps.field('借款金額').fill('30000')
      return [steps.field('借款金額')]
    },
    submit: (steps) => steps.button('確認借款').click(),
  },
  {
    // Raised here by the quota; the channel's hours and its closing by steering raise it too
    // (web/e2e/money-interest.spec.ts).
    id: 'lending_unavailable',
    route: '/home/loan',
    raisedBy: 'rule',
    call: '/user/to_jq',
    when: 'all the room typed, then another device borrowed NT$ 10,000 of the quota',
    ready: loanReady,
    fill: async (steps) => {
      await steps.field('借款金額').fill('430000')
      await steps.doneAsUser('/user/to_jq', { money: '10000' })
      return [steps.field('借款金額')]
    },
    submit: (steps) => steps.button('確認借款').click(),
  },
  {
    id: 'loan_none_outstanding',
    route: '/home/loanRe',
    raisedBy: 'rule',
    call: '/user/to_hq',
    when: 'another device repaid everything meanwhile (the form then gives way to the notice)',
    ready: repayReady,
    fill: async (steps) => {
      await steps.field('還款金額').fill('500')
      await steps.doneAsUser('/user/to_hq', { money: '70000' })
      // Nothing is owed once the screen reads again: no form is left to keep the amount.
      return []
    },
    submit: (steps) => steps.button('確認還款').click(),
  },
  {
    id: 'repay_exceeds_owed',
    route: '/home/loanRe',
    raisedBy: 'rule',
    call: '/user/to_hq',
    when: 'everything owed typed, then another device repaid NT$ 100',
    ready: repayReady,
    fill: async (steps) => {
      await steps.button('全部').click()
      await steps.doneAsUser('/user/to_hq', { money: '100' })
      return [steps.field('還款金額')]
    },
    submit: (steps) => steps.button('確認還款').click(),
  },
]

// --- 優惠券 (/home/coupons) -----------------------------------------------------------------

const useCoupon = (name: string) => (steps: ScreenSteps) => steps.button(`立即使用：${name}`).click()
const couponsReady = async ({ page }: ScreenSteps) => {
  await page.getByRole('button', { name: '立即使用：新戶體驗金' }).waitFor()
}

const couponCases: ScreenCase[] = [
  {
    id: 'coupon_used',
    route: '/home/coupons',
    raisedBy: 'rule',
    call: '/user/useCoupon',
    when: 'a coupon another device used meanwhile',
    ready: couponsReady,
    fill: async (steps) => {
      await steps.doneAsUser('/user/useCoupon', { id: await idOf(steps, '/user/couponList', 'name', '新戶體驗金') })
      return []
    },
    submit: useCoupon('新戶體驗金'),
  },
  {
    id: 'coupon_expired',
    route: '/home/coupons',
    raisedBy: 'rule',
    call: '/user/useCoupon',
    when: 'a coupon that expired while the list was open',
    ready: couponsReady,
    fill: async (steps) => {
      // 入金回饋券 expires on 2026-11-30 at 09:32.
      await clockAt(steps, '2026-11-30T10:00:00+08:00')
      return []
    },
    submit: useCoupon('入金回饋券'),
  },
]

export const moneyCases: readonly ScreenCase[] = [
  ...cashOutCases,
  ...depositCases,
  ...exchangeCases,
  ...payoutAccountCases,
  ...loanCases,
  ...couponCases,
]
