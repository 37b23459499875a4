// The app's one way to submit something that moves money or places an order (a deposit, a
// cash-out, an order, a cancellation, a sign-in...): at most one request in flight, however
// fast the taps; one Idempotency-Key per submission, reused when the same submission is
// sent again after an answer that did not arrive (timeout, lost connection, a 5xx), so that
// the server carries it out once; a new key once the server has answered. Afterwards what
// `refresh` names is read again: the keys the area's query module gives for that change
// (e.g. tradeRefresh.afterOrder()), never a list a screen makes up.
//
// A local server can answer between the two taps of a double tap, so the lock in flight is
// not enough: the submission stays busy (its button disabled) for the hold time after the tap
// however soon the answer comes, and a tap within it is the second tap of the same double tap.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import type { ApiPath, RequestBody, ResponseData } from '#openapi/operations.ts'

import { submissionHoldMs } from '../app/constants.ts'
import { api, ApiError } from './index.ts'
import { refresh as refreshKeys } from './refresh.ts'
import { newIdempotencyKey } from './request.ts'

/** Whether the server may not have received or carried out the request (a retry must reuse its key). */
export const isUnanswered = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'http')

export interface Submission<P extends ApiPath> {
  /** Sends the body, unless the previous submission is in flight or within its hold time. */
  submit(body: RequestBody<P>): void
  /** In flight or within the hold time: the button shows busy and takes no tap. */
  isPending: boolean
}

export interface SubmissionOptions {
  /**
   * Queries read again once the server has answered (or failed to): what this change
   * changes, from its area's `<area>Refresh` (an empty list when the answer itself updates
   * the cache).
   */
  refresh: readonly QueryKey[]
}

export function useSubmission<P extends ApiPath>(
  path: P,
  onDone: (data: ResponseData<P>, body: RequestBody<P>) => void,
  { refresh }: SubmissionOptions,
): Submission<P> {
  const queryClient = useQueryClient()
  const inFlight = useRef(false)
  const held = useRef(false)
  const [holding, setHolding] = useState(false)
  const holdTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(holdTimer.current), [])
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined)
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: RequestBody<P>; key: string }) =>
      api.submit(path, body, { idempotencyKey: key }),
  })
  return {
    isPending: mutation.isPending || holding,
    submit(body) {
      // Refs, not the mutation's state: a second tap in the same frame must see them.
      if (inFlight.current || held.current) return
      inFlight.current = true
      held.current = true
      setHolding(true)
      holdTimer.current = window.setTimeout(() => {
        held.current = false
        setHolding(false)
      }, submissionHoldMs)
      const text = JSON.stringify(body)
      const key = attempt.current?.body === text ? attempt.current.key : newIdempotencyKey()
      attempt.current = { body: text, key }
      mutation.mutate(
        { body, key },
        {
          onSuccess(data) {
            attempt.current = undefined
            // false: refused with one of the catalogue's special cases, already shown as a toast.
            if (data !== false) onDone(data, body)
          },
          onError(error) {
            if (!isUnanswered(error)) attempt.current = undefined
          },
          onSettled() {
            inFlight.current = false
            void refreshKeys(queryClient, refresh)
          },
        },
      )
    },
  }
}
