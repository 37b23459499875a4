// Account-opening documents (開戶文件): the broker's text.
import { createFileRoute } from '@tanstack/react-router'
import { loadTexts } from '../../i18n/load-texts.ts'
import { ServerTextScreen } from '../../account/ServerTextScreen.tsx'

export const Route = createFileRoute('/information/fileText')({
  loader: loadTexts('account'),
  component: () => <ServerTextScreen type="fileText" />,
})
