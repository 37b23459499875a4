// Bank cards (銀行帳戶) for cash-outs: bound only with a verified identity and only in the
// verified holder's own name; an account number can be bound once on the platform.
import type { ResponseData } from '#openapi/operations.ts'
import { bankNumberPattern } from '#rules/payout-accounts.ts'

import { raise } from '../core/catalogue.ts'
import type { HandlerMap } from '../core/handler.ts'
import { upstreamTime } from '../core/time.ts'
import type { BankCardRecord } from './records.ts'

function cardAnswer(card: BankCardRecord): ResponseData<'/user/addCard'> {
  return {
    id: card.id,
    bank_name: card.bankName,
    bank_code: card.bankCode,
    bank_num: card.bankNum,
    bank_address: card.bankAddress,
    realname: card.realname,
    create_time: upstreamTime(card.createdAt),
  }
}

export const bankCardHandlers = {
  '/user/cardList': {
    secured: true,
    run({ world, user }) {
      return world.db.bankCards
        .findMany((q) => q.where({ userId: user.id }))
        .sort((a, b) => a.id - b.id)
        .map(cardAnswer)
    },
  },

  '/user/addCard': {
    secured: true,
    async run({ world, user, now }, body) {
      if (!bankNumberPattern.test(body.bank_num)) raise('card_number_invalid')
      // The holder must be the verified name (and a verified account always has one).
      if (user.realname === '' || body.realname.trim() !== user.realname) raise('card_not_own')
      const bound = world.db.bankCards.findFirst((q) => q.where({ bankCode: body.bank_code, bankNum: body.bank_num }))
      if (bound !== undefined) raise('card_exists')
      const card = await world.db.bankCards.create({
        id: world.ids.next('bankCard'),
        userId: user.id,
        bankNum: body.bank_num,
        bankName: body.bank_name.trim(),
        bankCode: body.bank_code,
        bankAddress: body.bank_address.trim(),
        realname: user.realname,
        createdAt: now,
      })
      return cardAnswer(card)
    },
  },

  '/user/delbakcard': {
    secured: true,
    async run({ world, user }, { bankid }) {
      const card = world.db.bankCards.findFirst((q) => q.where({ id: bankid, userId: user.id }))
      if (card === undefined) raise('card_not_found')
      world.db.bankCards.delete((q) => q.where({ id: card.id }))
      return null
    },
  },
} satisfies Partial<HandlerMap>
