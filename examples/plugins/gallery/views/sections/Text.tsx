/**
 * Text as the widgets write it: relative times that keep themselves current (the full date on hover),
 * short numbers with the full one for screen readers, and a reader's text with its links made safe.
 */
import { useState } from 'react'
import { ContentBody, RelativeTime, ShortNumber, useServices, useT } from 'vf/sdk'
import { Component, GallerySection, Variant } from '../Specimen'

const MINUTE = 60_000
const AGES = [
  { key: 'seconds', ms: 20_000 },
  { key: 'minutes', ms: 5 * MINUTE },
  { key: 'hours', ms: 3 * 60 * MINUTE },
  { key: 'days', ms: 2 * 24 * 60 * MINUTE },
  { key: 'months', ms: 100 * 24 * 60 * MINUTE },
] as const

const NUMBERS = [7, 999, 1234, 56_789, 1_234_567]

export function TextSection({ id }: { id: string }) {
  const { t, locale } = useT('gallery')
  const { now } = useServices()
  const full = new Intl.NumberFormat(locale)
  // The times are ages from when the gallery opened, so they age as the reader watches.
  const [opened] = useState(now)
  return (
    <GallerySection id={id} title={t('sections.text')} note={t('text.note')}>
      <Component id="gallery-time" name={t('time.name')} note={t('time.note')}>
        {AGES.map(({ key, ms }) => (
          <Variant key={key} caption={t(`time.${key}`)}>
            <RelativeTime ms={opened - ms} />
          </Variant>
        ))}
      </Component>
      <Component id="gallery-numbers" name={t('numbers.name')} note={t('numbers.note')}>
        {NUMBERS.map((value) => (
          <Variant key={value} caption={t('numbers.caption', { value: full.format(value) })}>
            <ShortNumber value={value} />
          </Variant>
        ))}
      </Component>
      <Component id="gallery-content" name={t('content.name')} note={t('content.note')}>
        <Variant caption={t('content.caption')} wide>
          <ContentBody className="vf-gallery__content" text={t('content.sample')} />
        </Variant>
      </Component>
    </GallerySection>
  )
}
