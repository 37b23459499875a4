// The lottery's 3 x 3 board: eight prizes around the draw button. A draw uses one chance;
// the board runs its light round the prizes and stops on the one the server drew (at once
// for users who ask for reduced motion), then says what was won.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { activitiesRefresh } from '../api/queries/activities.ts'
import { refresh } from '../api/refresh.ts'
import { useSubmission } from '../api/use-submission.ts'
import styles from './LotteryWheel.module.css'
import { prizeLabel } from './prize-label.ts'

type Lottery = ResponseData<'/user/choujianginfo'>
type Draw = ResponseData<'/user/choujiang'>

/** Board cells clockwise from the top left; the centre (4) is the button. */
const ring = [0, 1, 2, 5, 8, 7, 6, 3] as const
const stepMs = 70
const rounds = 2

const prefersReducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

export function LotteryWheel({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation('activities')
  const queryClient = useQueryClient()
  const [lit, setLit] = useState<number>()
  const [spinning, setSpinning] = useState(false)
  const [result, setResult] = useState<Draw>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const land = (draw: Draw) => {
    setSpinning(false)
    setResult(draw)
    void refresh(queryClient, activitiesRefresh.afterPrizeShown())
  }

  /** Runs the light round the board and stops on the prize drawn. */
  const spin = (draw: Draw) => {
    const target = lottery.prizes.findIndex((prize) => prize.id === draw.prize_id)
    if (target < 0 || prefersReducedMotion()) {
      setLit(target < 0 ? undefined : target)
      land(draw)
      return
    }
    const steps = rounds * ring.length + target
    let step = 0
    const next = () => {
      setLit(step % ring.length)
      if (step === steps) return land(draw)
      step += 1
      timer.current = setTimeout(next, stepMs + step * 2)
    }
    setSpinning(true)
    next()
  }

  // The chances are read again after any answer (a refusal means the count was old); the
  // balance and the records only once the light has landed, so they do not give the prize away.
  const draw = useSubmission('/user/choujiang', spin, { refresh: activitiesRefresh.afterDraw() })
  const busy = draw.isPending || spinning

  const cells = Array.from({ length: 9 }, (_, cell) => {
    if (cell === 4) {
      return (
        <button
          key="draw"
          type="button"
          className={styles.draw}
          disabled={busy}
          onClick={() => {
            setResult(undefined)
            draw.submit({})
          }}
        >
          <span className={styles.drawLabel}>{busy ? t('lottery.drawing') : t('lottery.draw')}</span>
          <span className={styles.drawChances}>{t('lottery.chancesLeft', { n: lottery.chances })}</span>
        </button>
      )
    }
    const index = ring.indexOf(cell as (typeof ring)[number])
    const prize = lottery.prizes[index]
    if (prize === undefined) return <div key={cell} className={styles.cell} />
    return (
      <div key={cell} className={index === lit ? `${styles.cell} ${styles.lit}` : styles.cell} data-prize={prize.id}>
        <span className={prize.type === 1 ? styles.cash : styles.none}>{prizeLabel(t, prize)}</span>
      </div>
    )
  })

  return (
    <section className={styles.board} aria-label={t('lottery.wheel')}>
      <p className={styles.chances}>
        {t('lottery.chances')} <strong>{lottery.chances}</strong>
      </p>
      <div className={styles.grid}>{cells}</div>
      <p className={styles.result} role="status">
        {result === undefined || spinning
          ? ''
          : result.type === 1
            ? t('lottery.won', { prize: prizeLabel(t, result) })
            : t('lottery.lost')}
      </p>
      {lottery.chances === 0 && !busy ? <p className={styles.hint}>{t('lottery.noChances')}</p> : null}
    </section>
  )
}
