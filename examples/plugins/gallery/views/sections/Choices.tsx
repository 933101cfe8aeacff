/**
 * Choosing and writing: tabs (content that changes with the tab), a segmented control (one filter of a
 * few), the select drawn in the theme, and the text area that grows with its text. All of them work.
 */
import { useState } from 'react'
import { SegmentedControl, Select, Tabs, TextArea, useT } from 'vf/sdk'
import { Component, GallerySection, Variant } from '../Specimen'

export function ChoicesSection({ id }: { id: string }) {
  const { t } = useT('gallery')
  return (
    <GallerySection id={id} title={t('sections.choices')} note={t('choices.note')}>
      <TabsSpecimen />
      <Segments />
      <Selects />
      <TextAreas />
    </GallerySection>
  )
}

function TabsSpecimen() {
  const { t } = useT('gallery')
  const [tab, setTab] = useState('profile')
  const tabs = [
    { id: 'profile', label: t('tabs.profile') },
    { id: 'account', label: t('tabs.account') },
    { id: 'settings', label: t('tabs.settings'), disabled: true },
  ]
  return (
    <Component id="gallery-tabs" name={t('tabs.name')} note={t('tabs.note')}>
      <Variant caption={t('tabs.caption')} wide>
        <Tabs tabs={tabs} selected={tab} onChange={setTab} aria-label={t('tabs.label')}>
          <p>{t(`tabs.panel_${tab === 'account' ? 'account' : 'profile'}`)}</p>
        </Tabs>
      </Variant>
    </Component>
  )
}

function Segments() {
  const { t } = useT('gallery')
  const [filter, setFilter] = useState('all')
  const options = [
    { value: 'all', label: t('segments.all') },
    { value: 'featured', label: t('segments.featured') },
    { value: 'top', label: t('segments.top') },
    { value: 'mine', label: t('segments.mine'), disabled: true },
  ]
  return (
    <Component id="gallery-segments" name={t('segments.name')} note={t('segments.note')}>
      <Variant caption={t('segments.caption')} wide>
        <SegmentedControl options={options} value={filter} onChange={setFilter} aria-label={t('segments.label')} />
      </Variant>
    </Component>
  )
}

function Selects() {
  const { t } = useT('gallery')
  const [sort, setSort] = useState('newest')
  const options = [
    { value: 'newest', label: t('sample.newest') },
    { value: 'oldest', label: t('select.oldest') },
    { value: 'likes', label: t('select.likes') },
    { value: 'replies', label: t('select.replies') },
    { value: 'featured', label: t('segments.featured'), disabled: true },
  ]
  return (
    <Component id="gallery-select" name={t('select.name')} note={t('select.note')}>
      <Variant caption={t('select.labelled')}>
        <Select label={t('select.label')} options={options} value={sort} onChange={setSort} />
      </Variant>
      <Variant caption={t('select.compact')}>
        <Select aria-label={t('select.label')} options={options} value={sort} onChange={setSort} />
      </Variant>
      <Variant caption={t('buttons.disabled')}>
        <Select aria-label={t('select.label')} options={options} value="oldest" onChange={() => undefined} disabled />
      </Variant>
    </Component>
  )
}

function TextAreas() {
  const { t } = useT('gallery')
  const [text, setText] = useState(() => t('textarea.sample'))
  return (
    <Component id="gallery-textarea" name={t('textarea.name')} note={t('textarea.note')}>
      <Variant caption={t('textarea.empty')}>
        <TextArea aria-label={t('textarea.label')} placeholder={t('textarea.placeholder')} />
      </Variant>
      <Variant caption={t('textarea.grown')}>
        <TextArea aria-label={t('textarea.label')} value={text} onChange={(event) => setText(event.currentTarget.value)} maxRows={6} />
      </Variant>
      <Variant caption={t('buttons.disabled')}>
        <TextArea aria-label={t('textarea.label')} placeholder={t('textarea.placeholder')} disabled />
      </Variant>
    </Component>
  )
}
