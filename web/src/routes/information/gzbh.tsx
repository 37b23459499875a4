// Personal data protection statement (個人資料保護聲明): the broker's text.
import { createFileRoute } from '@tanstack/react-router'

import { ServerTextScreen } from '../../account/ServerTextScreen.tsx'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/gzbh')({
  loader: loadTexts('account'),
  component: () => <ServerTextScreen type="gzbh" />,
})
