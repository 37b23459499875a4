// About us (關於我們): the broker's text.
import { createFileRoute } from '@tanstack/react-router'

import { ServerTextScreen } from '../../account/ServerTextScreen.tsx'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/aboutUs')({
  loader: loadTexts('account'),
  component: () => <ServerTextScreen type="aboutUs" />,
})
