// A plain <button> in antd-mobile's Button look (its stylesheet and classes), for the
// screens whose code is part of every first load (the start screen, the error screen):
// antd-mobile's Button component brings its loading indicator and helpers along, for features
// these buttons do not use.
import 'antd-mobile/es/components/button/button.css'
import type { ButtonHTMLAttributes } from 'react'

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  color?: 'default' | 'primary'
  size?: 'middle' | 'large'
  block?: boolean
}

export function PlainButton({
  color = 'default',
  size = 'middle',
  block = false,
  className,
  type = 'button',
  ...props
}: PlainButtonProps) {
  const classes = [
    'adm-button',
    `adm-button-${color}`,
    'adm-button-shape-default',
    block ? 'adm-button-block' : '',
    size === 'large' ? 'adm-button-large' : '',
    className ?? '',
  ]
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />
}
