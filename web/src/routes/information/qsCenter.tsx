// FAQ (常見問題): the broker's text.
import { createFileRoute } from '@tanstack/react-router'
import { loadTexts } from '../../i18n/load-texts.ts'
import { ServerTextScreen } from '../../account/ServerTextScreen.tsx'

export const Route = createFileRoute('/information/qsCenter')({
  loader: loadTexts('account'),
  component: () => <ServerTextScreen type="qsCenter" />,
})
