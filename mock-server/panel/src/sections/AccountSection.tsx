// An account's state: restrictions, verification, credit score, and a balance moved
// through the ledger. "Read" shows it unchanged (a change with nothing in it).
import { useState } from 'react'

import { type Schemas, unwrap } from '../client.ts'
import type { SectionProps } from './section.ts'

type Restrictions = Schemas['AccountState']['restrictions']
const restrictionLabels: Array<[keyof Restrictions, string]> = [
  ['frozen', 'Frozen'],
  ['loginForbidden', 'Login forbidden'],
  ['tradingForbidden', 'Trading forbidden'],
  ['withdrawalForbidden', 'Withdrawal forbidden'],
]
const verifications = [
  [0, '0 not verified'],
  [1, '1 verified'],
  [2, '2 rejected'],
  [3, '3 under review'],
] as const

export function AccountSection({ client, act }: SectionProps) {
  const [account, setAccount] = useState('0912345678')
  const [state, setState] = useState<Schemas['AccountState']>()
  const [balance, setBalance] = useState<'twd' | 'usd' | 'usdt'>('twd')
  const [amount, setAmount] = useState('')
  const change = (body: Omit<Schemas['AccountChange'], 'account'>) =>
    act(async () =>
      setState(await unwrap<Schemas['AccountState']>(client.POST('/accounts', { body: { account, ...body } }))),
    )

  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault()
          void change({})
        }}
      >
        <label>
          Account <input value={account} inputMode="numeric" onChange={(event) => setAccount(event.target.value)} />
        </label>
        <button type="submit">Read account</button>
      </form>
      {state === undefined ? null : (
        <>
          <fieldset>
            <legend>Restrictions</legend>
            {restrictionLabels.map(([name, label]) => (
              <label key={name}>
                <input
                  type="checkbox"
                  checked={state.restrictions[name]}
                  onChange={(event) => void change({ restrictions: { [name]: event.target.checked } })}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <div className="row">
            <label>
              Verification{' '}
              <select
                value={state.verification}
                onChange={(event) => void change({ verification: Number(event.target.value) as 0 | 1 | 2 | 3 })}
              >
                {verifications.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Credit score{' '}
              <input
                type="number"
                min={0}
                max={100}
                defaultValue={state.creditScore}
                onBlur={(event) => void change({ creditScore: Number(event.target.value) })}
              />
            </label>
          </div>
          <form
            className="row"
            onSubmit={(event) => {
              event.preventDefault()
              void change({ credit: { balance, amount } })
              setAmount('')
            }}
          >
            <label>
              Balance{' '}
              <select value={balance} onChange={(event) => setBalance(event.target.value as typeof balance)}>
                <option>twd</option>
                <option>usd</option>
                <option>usdt</option>
              </select>
            </label>
            <label>
              Amount (negative debits){' '}
              <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </label>
            <button type="submit">Credit</button>
          </form>
          <p data-testid="account-balances">
            TWD {state.balances.twd} · USD {state.balances.usd} · USDT {state.balances.usdt} · held TWD{' '}
            {state.balances.frozenTwd}
          </p>
        </>
      )}
    </section>
  )
}
