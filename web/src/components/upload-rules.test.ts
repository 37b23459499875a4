import { describe, expect, it } from 'vitest'

import { maxUploadMb, uploadProblem, uploadRules } from './upload-rules.ts'

describe('uploadProblem', () => {
  it.each([
    [{ size: 1024, type: 'image/jpeg' }, undefined],
    [{ size: uploadRules.maxBytes, type: 'image/png' }, undefined],
    [{ size: 10, type: 'image/webp' }, undefined],
    [{ size: uploadRules.maxBytes + 1, type: 'image/png' }, 'upload_too_large'],
    [{ size: 10, type: 'image/svg+xml' }, 'upload_bad_type'],
    [{ size: 10, type: 'application/pdf' }, 'upload_bad_type'],
    [{ size: 10, type: '' }, 'upload_bad_type'],
    [{ size: 0, type: 'image/png' }, 'upload_missing_file'],
  ])('%o -> %s', (file, problem) => {
    expect(uploadProblem(file)).toBe(problem)
  })

  it('states the limit in MB as the catalogue message does', () => {
    expect(maxUploadMb).toBe('5')
  })
})
