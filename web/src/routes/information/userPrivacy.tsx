// Privacy policy (隱私權政策): the broker's text.
import { createFileRoute } from '@tanstack/react-router'

import { ServerTextScreen } from '../../account/ServerTextScreen.tsx'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/userPrivacy')({
  loader: loadTexts('account'),
  component: () => <ServerTextScreen type="userPrivacy" />,
})
