// Icons of the money screens drawn without a currency sign: antd-mobile-icons' wallet, payment
// and bill icons all carry ¥, which is not the money of a Taiwan account. Same size and
// alignment as antd-mobile-icons (1em, the text's colour, `antd-mobile-icon`).
import type { ReactNode, SVGProps } from 'react'

function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="antd-mobile-icon"
      {...props}
    >
      {children}
    </svg>
  )
}

/** A wallet: the balances. */
export function WalletIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M8 14h30a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4V12a4 4 0 0 1 4-4h24" />
      <path d="M42 22h-9a4 4 0 0 0 0 8h9" />
      <circle cx="33" cy="26" r="0.5" />
    </Icon>
  )
}

/** Money coming in (入金): an arrow down into a tray. */
export function DepositIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M24 6v22M15 19l9 9 9-9" />
      <path d="M6 28v10a4 4 0 0 0 4 4h28a4 4 0 0 0 4-4V28" />
    </Icon>
  )
}

/** Money going out (出金): an arrow up out of a tray. */
export function WithdrawIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M24 28V6M15 15l9-9 9 9" />
      <path d="M6 28v10a4 4 0 0 0 4 4h28a4 4 0 0 0 4-4V28" />
    </Icon>
  )
}

/** A coin, for an address that receives money (USDT). */
export function CoinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="24" cy="24" r="18" />
      <path d="M16 20h16M16 28h16M24 12v24" />
    </Icon>
  )
}

/** A statement: records of money moved. */
export function StatementIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M12 4h18l8 8v30a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      <path d="M16 20h16M16 28h16M16 36h10" />
    </Icon>
  )
}
