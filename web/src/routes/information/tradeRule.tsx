// Trading rules (交易規則): the broker's text.
import { createFileRoute } from '@tanstack/react-router'

import { ServerTextScreen } from '../../account/ServerTextScreen.tsx'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/tradeRule')({
  loader: loadTexts('account'),
  component: () => <ServerTextScreen type="tradeRule" />,
})
