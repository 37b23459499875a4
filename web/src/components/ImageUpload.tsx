// The uploader of spec section 5: picks images (at most `maxCount`, each at most 5 MB,
// JPEG/PNG/WebP), uploads each through /common/upload1 and shows previews. Its value is
// the list of stored paths the server answered.
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader'
import { useTranslation } from 'react-i18next'
import { api } from '../api/index.ts'
import { showToast } from '../frame/toast.ts'
import { maxUploadMb, uploadProblem, uploadRules } from './upload-rules.ts'
// The uploader's previews open antd-mobile's image viewer, an imperative component.
import './kit-render.ts'

export interface ImageUploadProps {
  /** Stored paths (`/storage/...`), in order. */
  value: readonly string[]
  onChange: (paths: string[]) => void
  maxCount?: number
  /** Names the group for screen readers (e.g. 身分證正面). */
  label: string
}

export function ImageUpload({ value, onChange, maxCount = 1, label }: ImageUploadProps) {
  // Its refusals are catalogue messages: the errors namespace loads with it.
  const { t } = useTranslation(['common', 'errors'])
  const items: ImageUploadItem[] = value.map((path) => ({ key: path, url: path }))
  return (
    <div role="group" aria-label={label}>
      <ImageUploader
        value={items}
        onChange={(next) => onChange(next.map((item) => item.url))}
        maxCount={maxCount}
        accept={uploadRules.accept.join(',')}
        showFailed={false}
        beforeUpload={(file) => {
          const problem = uploadProblem(file)
          if (problem === undefined) return file
          showToast(t(`errors:${problem}`, { max: maxUploadMb }))
          return null
        }}
        onCountExceed={() => showToast(t('upload.countExceeded', { max: maxCount }))}
        upload={async (file) => {
          const path = await api.upload('/common/upload1', { file })
          // The refusal was already shown as a toast; the item is dropped.
          if (path === false) throw new Error('upload refused')
          return { key: path, url: path }
        }}
      />
    </div>
  )
}
