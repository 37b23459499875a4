// One request per submission however fast the taps; one Idempotency-Key per submission,
// kept for a resend after an answer that never came, renewed after an answer; afterwards
// what the change refreshes (its area's refresh list) is read again, and nothing else.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { submissionHoldMs } from '../app/constants.ts'
import { seededClient } from '../test/every-query.ts'
import { api, ApiError } from './index.ts'
import { moneyQueries, moneyRefresh } from './queries/money.ts'
import { type Submission, useSubmission } from './use-submission.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const submit = vi.spyOn(api, 'submit')
afterAll(() => submit.mockRestore())

type Path = '/user/to_jq'
const loan = {
  id: 1,
  order_number: 'JK20261123000001',
  money: '10000.00',
  repaid: '0.00',
  owed: '10000.00',
  status: 0 as const,
  create_time: '2026-11-23 09:30:00',
  finish_time: '',
}

let container: HTMLElement
let root: Root
let submission: Submission<Path>
let client: QueryClient
const done = vi.fn()

function Probe() {
  submission = useSubmission('/user/to_jq', done, { refresh: moneyRefresh.afterLoan() })
  return null
}

/** A promise the test settles by hand, to hold a request in flight. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void }
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}

/** TanStack Query tells components on a timer: wait (inside act) until the check holds. */
const eventually = (check: () => void) => act(() => vi.waitFor(check))

/** Lets a double tap's reach pass, so that the submission's button is free again. */
const afterDoubleTap = () => act(() => new Promise((resolve) => setTimeout(resolve, submissionHoldMs)))

/** Submits and waits until the answer has been handled and the button is free again. */
async function submitAndSettle(body: { money: string }) {
  await act(async () => submission.submit(body))
  await afterDoubleTap()
  await eventually(() => expect(submission.isPending).toBe(false))
}

const keyOf = (call: number) =>
  (submit.mock.calls[call]?.[2] as { idempotencyKey?: string } | undefined)?.idempotencyKey

beforeEach(() => {
  submit.mockReset()
  done.mockReset()
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  client = seededClient()
  client.setDefaultOptions({ mutations: { retry: false } })
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('useSubmission', () => {
  it('reads again what its refresh list names once answered, and nothing else', async () => {
    submit.mockResolvedValue(loan)
    await submitAndSettle({ money: '10000' })
    await eventually(() => expect(client.getQueryState(moneyQueries.loanInfo().queryKey)?.isInvalidated).toBe(true))
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => JSON.stringify(query.queryKey))
      .sort()
    expect(stale).toEqual(
      [
        ['account', 'credit-log'],
        ['account', 'info'],
        ['money', 'fund-records', 'all'],
        ['money', 'fund-records', 'loan'],
        ['money', 'loan-info'],
        ['money', 'loans', 0],
        ['money', 'loans', 1],
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    )
  })

  it('sends a double tap once, with an idempotency key', async () => {
    const answer = deferred<typeof loan>()
    submit.mockReturnValue(answer.promise)
    // Two taps in one frame, and a third once the first is under way.
    await act(async () => {
      submission.submit({ money: '10000' })
      submission.submit({ money: '10000' })
    })
    await act(async () => submission.submit({ money: '10000' }))
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit.mock.calls[0]?.[0]).toBe('/user/to_jq')
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/)
    await eventually(() => expect(submission.isPending).toBe(true))
    await act(async () => answer.resolve(loan))
    await afterDoubleTap()
    await eventually(() => expect(submission.isPending).toBe(false))
    expect(done).toHaveBeenCalledWith(loan, { money: '10000' })
  })

  it('stays busy for a double tap after an answer that came first, then takes the next tap', async () => {
    submit.mockResolvedValue(loan)
    await act(async () => submission.submit({ money: '10000' }))
    await eventually(() => expect(done).toHaveBeenCalledTimes(1))
    expect(submission.isPending).toBe(true)
    await act(async () => submission.submit({ money: '10000' }))
    expect(submit).toHaveBeenCalledTimes(1)
    await afterDoubleTap()
    await eventually(() => expect(submission.isPending).toBe(false))
    await act(async () => submission.submit({ money: '10000' }))
    expect(submit).toHaveBeenCalledTimes(2)
  })

  it('takes a new key for the next submission once the server has answered, even with the same body', async () => {
    submit.mockResolvedValue(loan)
    await submitAndSettle({ money: '10000' })
    await submitAndSettle({ money: '10000' })
    expect(submit).toHaveBeenCalledTimes(2)
    expect(keyOf(1)).not.toBe(keyOf(0))
  })

  it('resends with the same key after an answer that never came, and a new one for other values', async () => {
    submit.mockRejectedValueOnce(new ApiError({ kind: 'timeout', message: '連線逾時' }))
    await submitAndSettle({ money: '10000' })
    submit.mockRejectedValueOnce(new ApiError({ kind: 'http', message: '請求失敗（狀態碼 502）', httpStatus: 502 }))
    await submitAndSettle({ money: '10000' })
    expect(keyOf(1)).toBe(keyOf(0))
    submit.mockResolvedValueOnce(loan)
    await submitAndSettle({ money: '20000' })
    expect(keyOf(2)).not.toBe(keyOf(0))
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('takes a new key after a refusal, and calls nothing back for a special case (false)', async () => {
    submit.mockRejectedValueOnce(
      new ApiError({ kind: 'refused', message: '餘額不足', errorId: 'balance_insufficient' }),
    )
    await submitAndSettle({ money: '10000' })
    submit.mockResolvedValueOnce(false)
    await submitAndSettle({ money: '10000' })
    expect(keyOf(1)).not.toBe(keyOf(0))
    expect(done).not.toHaveBeenCalled()
  })
})
