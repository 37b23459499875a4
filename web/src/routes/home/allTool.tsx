// Every tool of the app (全部工具), in groups; each tile opens its screen.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import styles from '../../home/AllTools.module.css'
import { toolGroups } from '../../home/tools.tsx'

export const Route = createFileRoute('/home/allTool')({
  component: AllToolsScreen,
})

function AllToolsScreen() {
  const { t } = useTranslation('home')
  const go = useGo()
  return (
    <main className={styles.screen}>
      <BackHeader title={t('tools.title')} />
      {toolGroups.map((group) => (
        <section key={group.label} aria-label={t(`tools.groups.${group.label}`)}>
          <h2 className={styles.sectionTitle}>{t(`tools.groups.${group.label}`)}</h2>
          <nav className={styles.tiles}>
            {group.tools.map((tool) => (
              <button key={tool.to} type="button" className={styles.tile} onClick={() => go({ to: tool.to })}>
                {tool.icon}
                <span>{t(`tools.${tool.label}`)}</span>
              </button>
            ))}
          </nav>
        </section>
      ))}
    </main>
  )
}
