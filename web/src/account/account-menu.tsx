// The account centre's menu: every account screen, and the money screens, in three groups.
// Rows show what is pending at a glance (unread messages, verification, whether a fund
// password is set).
import Badge from 'antd-mobile/es/components/badge'
import {
  BankcardOutline,
  CollectMoneyOutline,
  CouponOutline,
  FileOutline,
  GiftOutline,
  LockOutline,
  MessageOutline,
  QuestionCircleOutline,
  SetOutline,
  TransportQRcodeOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons'
import type { TFunction } from 'i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { StatementIcon, WalletIcon } from '../components/MoneyIcons.tsx'
import type { MenuRow } from './MenuList.tsx'

interface MenuInput {
  t: TFunction<'account'>
  user: ResponseData<'/user/getUserinfo'> | undefined
  unread: ResponseData<'/user/noticenum'> | undefined
  openSupport: () => void
}

export function accountMenu({ t, user, unread, openSupport }: MenuInput): Array<{ title: string; rows: MenuRow[] }> {
  const unreadCount = unread === undefined ? 0 : unread.notice + unread.message
  return [
    {
      title: t('centre.menu.money'),
      rows: [
        { key: 'payBag', label: t('links.payBag'), icon: <WalletIcon />, to: '/information/payBag' },
        { key: 'fundRecord', label: t('links.fundRecord'), icon: <StatementIcon />, to: '/information/fundRecord' },
        { key: 'bankList', label: t('links.bankList'), icon: <BankcardOutline />, to: '/information/bankList' },
        {
          key: 'usdtAddress',
          label: t('links.usdtAddress'),
          icon: <TransportQRcodeOutline />,
          to: '/information/usdtAddress',
        },
        { key: 'loan', label: t('links.loan'), icon: <CollectMoneyOutline />, to: '/home/loan' },
        { key: 'coupons', label: t('links.coupons'), icon: <CouponOutline />, to: '/home/coupons' },
      ],
    },
    {
      title: t('centre.menu.account'),
      rows: [
        { key: 'userInfo', label: t('links.userInfo'), icon: <UserOutline />, to: '/information/userInfo' },
        {
          key: 'authInfo',
          label: t('links.authInfo'),
          icon: <UserContactOutline />,
          to: '/information/authInfo',
          ...(user === undefined ? {} : { extra: t(`common:verification.${user.is_true}`) }),
        },
        { key: 'loginPass', label: t('links.loginPass'), icon: <LockOutline />, to: '/information/loginPass' },
        {
          key: 'fundPass',
          label: t('links.fundPass'),
          icon: <LockOutline />,
          to: '/information/fundPass',
          ...(user === undefined ? {} : { extra: t(`fundPassState.${user.passwords}`) }),
        },
        {
          key: 'msgInfo',
          label: t('links.msgInfo'),
          icon: <MessageOutline />,
          to: '/information/msgInfo',
          ...(unreadCount > 0
            ? { extra: <Badge content={unreadCount} aria-label={t('centre.unread', { n: unreadCount })} /> }
            : {}),
        },
        { key: 'lottery', label: t('links.lottery'), icon: <GiftOutline />, to: '/home/lottery' },
        { key: 'setting', label: t('links.setting'), icon: <SetOutline />, to: '/information/setting' },
      ],
    },
    {
      title: t('centre.menu.help'),
      rows: [
        { key: 'qsCenter', label: t('links.qsCenter'), icon: <QuestionCircleOutline />, to: '/information/qsCenter' },
        { key: 'tradeRule', label: t('links.tradeRule'), icon: <FileOutline />, to: '/information/tradeRule' },
        { key: 'aboutUs', label: t('links.aboutUs'), icon: <FileOutline />, to: '/information/aboutUs' },
        { key: 'kefu', label: t('common:kefu.label'), icon: <MessageOutline />, onClick: openSupport },
      ],
    },
  ]
}
