// The account area's calls on the profile, the credit score's history, identity verification and passwords.
import { formatDiscount } from '#rules/market.ts'

import type { HandlerMap } from '../core/handler.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { commissionDiscount } from '../trade/settings.ts'
import { creditScoreHistory } from './credit-score.ts'
import { accountFigures } from './figures.ts'
import { submitIdentity } from './identity.ts'
import { changeFundPassword, changeLoginPassword, setFundPassword } from './password-changes.ts'

export const accountHandlers = {
  '/user/getUserinfo': {
    secured: true,
    // Prices move once a minute and the broker quotes every 5: the figures hold for the minute.
    run({ world, minute, user }) {
      const figures = accountFigures(world, user, minute)
      return {
        account: user.account,
        realname: user.realname,
        id_card: user.idCard,
        frontcard: user.frontcard,
        backcard: user.backcard,
        is_true: user.verification,
        passwords: user.fundPasswordHash === null ? 0 : 1,
        money: toDecimalString(user.balances.twd),
        usd_money: toDecimalString(user.balances.usd),
        usdt_money: toDecimalString(user.balances.usdt),
        freeze_money: toDecimalString(user.balances.frozenTwd),
        payable_money: toDecimalString(figures.payable),
        receivable_money: toDecimalString(figures.receivable),
        stock_money: toDecimalString(figures.holdings),
        credit_money: toDecimalString(figures.credit),
        usd_value: toDecimalString(figures.usd),
        usdt_value: toDecimalString(figures.usdt),
        yingkui: toDecimalString(figures.unrealised),
        today_yingkui: toDecimalString(figures.today),
        xyf: user.creditScore,
        invite_code: user.inviteCode,
        fee_discount: formatDiscount(commissionDiscount(world, user)),
      }
    },
  },

  '/user/xyflog': {
    secured: true,
    run({ world, user }, { page }) {
      return creditScoreHistory(world, user.id, page)
    },
  },

  '/user/shiming': {
    secured: true,
    async run({ world, now, user }, body) {
      await submitIdentity(world, user, body, now)
      return null
    },
  },

  '/user/setPasswords': {
    secured: true,
    async run({ world, user }, body) {
      await setFundPassword(world, user, body)
      return null
    },
  },

  '/user/changePasswords': {
    secured: true,
    async run({ world, now, user }, body) {
      await changeFundPassword(world, user, body, now)
      return null
    },
  },

  '/user/changePassword': {
    secured: true,
    async run({ world, now, user, session }, body) {
      await changeLoginPassword(world, user, session, body, now)
      return null
    },
  },
} satisfies Partial<HandlerMap>
