/**
 * Things a reader presses: buttons in every variant, icon buttons with counts and pressed states, the
 * icon set, and the "…" menu button (open it: it is the real menu, with the keyboard of the WAI-ARIA menu
 * pattern; what is chosen is confirmed by a toast).
 */
import { useState } from 'react'
import { Button, Icon, IconButton, ICONS, MenuButton, Toast, useT, useToast, type IconName, type MenuEntry } from 'vf/sdk'
import { Component, GallerySection, Variant } from '../Specimen'

export function ActionsSection({ id }: { id: string }) {
  const { t } = useT('gallery')
  return (
    <GallerySection id={id} title={t('sections.actions')} note={t('actions.note')}>
      <Buttons />
      <IconButtons />
      <Component id="gallery-icons" name={t('icons.name')} note={t('icons.note')}>
        <ul className="vf-gallery__icons">
          {/* Read at render: the SDK's values are bound once `ctx.react()` resolved, after this module loaded. */}
          {(Object.keys(ICONS) as IconName[]).map((name) => (
            <li key={name}>
              <Icon name={name} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Component>
      <Menus />
    </GallerySection>
  )
}

function Buttons() {
  const { t } = useT('gallery')
  return (
    <Component id="gallery-buttons" name={t('buttons.name')} note={t('buttons.note')}>
      <Variant caption={t('buttons.primary')}>
        <Button variant="primary">{t('sample.post')}</Button>
      </Variant>
      <Variant caption={t('buttons.default')}>
        <Button>{t('base:actions.cancel')}</Button>
      </Variant>
      <Variant caption={t('buttons.danger')}>
        <Button variant="danger">{t('sample.delete')}</Button>
      </Variant>
      <Variant caption={t('buttons.ghost')}>
        <Button variant="ghost">{t('sample.reply')}</Button>
      </Variant>
      <Variant caption={t('buttons.link')}>
        <Button variant="link">{t('base:actions.sign_in')}</Button>
      </Variant>
      <Variant caption={t('buttons.busy')}>
        <Button variant="primary" busy>
          {t('sample.post')}
        </Button>
      </Variant>
      <Variant caption={t('buttons.disabled')}>
        <Button variant="primary" disabled>
          {t('sample.post')}
        </Button>
      </Variant>
      <Variant caption={t('buttons.pressed')}>
        <Button aria-pressed="true">{t('sample.newest')}</Button>
      </Variant>
    </Component>
  )
}

function IconButtons() {
  const { t } = useT('gallery')
  // Toggles that work: a like that counts itself in and out.
  const [liked, setLiked] = useState(true)
  return (
    <Component id="gallery-icon-buttons" name={t('icon_buttons.name')} note={t('icon_buttons.note')}>
      <Variant caption={t('icon_buttons.count')}>
        <IconButton icon="thumbs-up" label={t('sample.like')} count={30} pressed={false} />
      </Variant>
      <Variant caption={t('icon_buttons.pressed')}>
        <IconButton icon="thumbs-up" label={t('sample.like')} count={liked ? 31 : 30} pressed={liked} onClick={() => setLiked(!liked)} />
      </Variant>
      <Variant caption={t('icon_buttons.large_count')}>
        <IconButton icon="thumbs-down" label={t('sample.dislike')} count={1234} pressed={false} />
      </Variant>
      <Variant caption={t('icon_buttons.with_label')}>
        <IconButton icon="reply" label={t('sample.reply')} showLabel />
      </Variant>
      <Variant caption={t('icon_buttons.icon_only')}>
        <IconButton icon="share" label={t('sample.share')} />
      </Variant>
      <Variant caption={t('buttons.busy')}>
        <IconButton icon="send" label={t('sample.post')} showLabel variant="primary" busy />
      </Variant>
      <Variant caption={t('buttons.disabled')}>
        <IconButton icon="thumbs-up" label={t('sample.like')} count={0} disabled />
      </Variant>
    </Component>
  )
}

function Menus() {
  const { t } = useT('gallery')
  const toast = useToast()
  const [following, setFollowing] = useState(false)
  const name = t('sample.person')
  const chosen = (label: string) => toast.show(t('menu.chosen', { item: label }), 'success')
  const items = (): MenuEntry[] => [
    { id: 'reply', label: t('sample.reply'), icon: <Icon name="reply" />, onSelect: () => chosen(t('sample.reply')) },
    { id: 'share', label: t('menu.share'), icon: <Icon name="link" />, onSelect: () => chosen(t('menu.share')) },
    { id: 'report', label: t('menu.report'), icon: <Icon name="flag" />, onSelect: () => chosen(t('menu.report')) },
    { type: 'separator', id: 'people' },
    { id: 'follow', type: 'checkbox', label: t('menu.follow', { name }), checked: following, onSelect: (checked) => setFollowing(checked) },
    { id: 'mute', label: t('menu.mute', { name }), icon: <Icon name="volume-x" />, onSelect: () => chosen(t('menu.mute', { name })) },
    { type: 'separator', id: 'moderation' },
    { id: 'pin', label: t('menu.pin'), icon: <Icon name="pin" />, disabled: true, onSelect: () => undefined },
    { id: 'remove', label: t('sample.delete'), icon: <Icon name="trash" />, danger: true, onSelect: () => chosen(t('sample.delete')) },
  ]
  return (
    <Component id="gallery-menu" name={t('menu.name')} note={t('menu.note')}>
      <Variant caption={t('menu.closed')}>
        <MenuButton label={t('menu.label', { name })} items={items}>
          <Icon name="ellipsis" />
        </MenuButton>
      </Variant>
      <Variant caption={t('menu.start')}>
        <MenuButton label={t('menu.label', { name })} items={items} align="start">
          <Icon name="ellipsis-vertical" />
        </MenuButton>
      </Variant>
      <Toast toast={toast} />
    </Component>
  )
}
