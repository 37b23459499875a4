// The uploader (docs/product.md#validation): picks images (at most `maxCount`, each at most 5 MB,
// JPEG/PNG/WebP), uploads each through /common/upload1 and shows previews, each of which
// opens large on a tap and can be removed. Its value is the list of stored paths the server
// answered. Our own rather than antd-mobile's ImageUploader, whose image viewer brings an
// animation and a gesture library to the screens
// that ask for a photo.
import { AddOutline, CloseOutline } from 'antd-mobile-icons'
import { type ChangeEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { api } from '../api/index.ts'
import { showToast } from '../frame/toast.ts'
import styles from './ImageUpload.module.css'
import { maxUploadMb, uploadProblem, uploadRules } from './upload-rules.ts'

export interface ImageUploadProps {
  /** Stored paths (`/storage/...`), in order. */
  value: readonly string[]
  onChange: (paths: string[]) => void
  maxCount?: number
  /** Names the group for screen readers (e.g. 身分證正面). */
  label: string
}

/** A chosen file on its way to the server, shown from the device meanwhile. */
interface Upload {
  id: number
  file: File
  preview: string
}

let uploads = 0

export function ImageUpload({ value, onChange, maxCount = 1, label }: ImageUploadProps) {
  // Its refusals are catalogue messages: the errors namespace loads with it.
  const { t } = useTranslation(['common', 'errors'])
  const [pending, setPending] = useState<readonly Upload[]>([])
  const [viewing, setViewing] = useState<string>()
  // Uploads finish after other changes of the value: they add to the latest one.
  const latest = useRef(value)
  latest.current = value

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])]
    // The same file chosen again must fire again.
    event.target.value = ''
    let files = chosen.filter((file) => {
      const problem = uploadProblem(file)
      if (problem !== undefined) showToast(t(`errors:${problem}`, { max: maxUploadMb }))
      return problem === undefined
    })
    const room = Math.max(maxCount - latest.current.length - pending.length, 0)
    if (files.length > room) {
      files = files.slice(0, room)
      showToast(t('upload.countExceeded', { max: maxCount }))
    }
    if (files.length === 0) return
    const started = files.map((file): Upload => ({ id: ++uploads, file, preview: URL.createObjectURL(file) }))
    setPending((current) => [...current, ...started])
    const stored = await Promise.all(
      started.map(async ({ file }) => {
        // A refusal was already shown as a toast; the item is dropped.
        const path = await api.upload('/common/upload1', { file }).catch(() => false as const)
        return path === false ? undefined : path
      }),
    )
    for (const upload of started) URL.revokeObjectURL(upload.preview)
    setPending((current) => current.filter((upload) => !started.includes(upload)))
    const paths = stored.filter((path) => path !== undefined)
    if (paths.length > 0) onChange([...latest.current, ...paths])
  }

  const full = value.length + pending.length >= maxCount
  return (
    <div role="group" aria-label={label} className={styles.uploader}>
      {value.map((path, index) => (
        <div key={path} className={styles.cell}>
          <img className={styles.image} src={path} alt={`${label} ${index + 1}`} />
          {/* Over the image, apart from it: an image inside a button would not be an image to assistive technology. */}
          <button
            type="button"
            className={styles.view}
            aria-label={t('upload.view', { n: index + 1 })}
            onClick={() => setViewing(path)}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('upload.remove', { n: index + 1 })}
            onClick={() => onChange(value.filter((each) => each !== path))}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
      ))}
      {pending.map((upload) => (
        <div key={upload.id} className={styles.cell}>
          <img className={styles.image} src={upload.preview} alt="" />
          <span className={styles.uploading} role="status">
            {t('upload.uploading')}
          </span>
        </div>
      ))}
      <label className={styles.add} hidden={full}>
        <AddOutline aria-hidden="true" />
        <input
          className={styles.input}
          type="file"
          accept={uploadRules.accept.join(',')}
          multiple={maxCount > 1}
          aria-label={t('upload.add')}
          onChange={(event) => void pick(event)}
        />
      </label>
      {viewing === undefined ? null : <ImageView src={viewing} alt={label} onClose={() => setViewing(undefined)} />}
    </div>
  )
}

/** A stored image over the whole screen (a modal dialog: Escape or a tap closes it). */
function ImageView({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <dialog
      ref={(dialog) => {
        if (dialog !== null && !dialog.open) dialog.showModal()
      }}
      className={styles.viewer}
      aria-label={alt}
      onClose={onClose}
      onClick={(event) => event.currentTarget.close()}
    >
      <img className={styles.large} src={src} alt={alt} />
      <button type="button" className={styles.close} aria-label={t('upload.close')}>
        <CloseOutline aria-hidden="true" />
      </button>
    </dialog>
  )
}
