import './panel.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { Panel } from './Panel.tsx'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root')
createRoot(container).render(
  <StrictMode>
    <Panel />
  </StrictMode>,
)
