/**
 * People: avatars (four sizes; a picture, or initials on a tint the name chooses; long and non-Latin
 * names) and the badges beside a name, and the two together as a comment's byline shows them.
 */
import { Avatar, Badge, useT, type AvatarSize } from 'vf/sdk'
import { Component, GallerySection, Variant } from '../Specimen'

const SIZES: readonly AvatarSize[] = ['xs', 'sm', 'md', 'lg']

/** People of many names: the tints differ by name, the initials by script. */
const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Kwame Mensah', 'Yuki Tanaka', 'يوسف المصري', 'Ingrid Berg', 'Мила Новак', 'Maximiliana Alexandrovna Konstantinopoulou-Featherstonehaugh']

/**
 * A picture for the avatar that has one: a drawn portrait (a data: address, so the gallery needs no image
 * host). An SVG head and shoulders on a tint.
 */
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#2f6f73"/><circle cx="48" cy="38" r="18" fill="#cfe8e6"/><ellipse cx="48" cy="101" rx="36" ry="35" fill="#cfe8e6"/></svg>',
)}`

export function PeopleSection({ id }: { id: string }) {
  const { t } = useT('gallery')
  return (
    <GallerySection id={id} title={t('sections.people')} note={t('people.note')}>
      <Component id="gallery-avatars" name={t('avatars.name')} note={t('avatars.note')}>
        {SIZES.map((size) => (
          <Variant key={size} caption={t(`avatars.size_${size}`)}>
            <Avatar name="Ada Lovelace" size={size} />
          </Variant>
        ))}
        <Variant caption={t('avatars.picture')}>
          <Avatar name="Beatrice Holm" src={PORTRAIT} size="lg" />
        </Variant>
        <Variant caption={t('avatars.tints')} wide>
          <span className="vf-gallery__row">
            {NAMES.map((name) => (
              <Avatar key={name} name={name} size="sm" />
            ))}
          </span>
        </Variant>
      </Component>
      <Component id="gallery-badges" name={t('badges.name')} note={t('badges.note')}>
        <Variant caption={t('badges.moderator')}>
          <Badge kind="moderator" />
        </Variant>
        <Variant caption={t('badges.trusted')}>
          <Badge kind="trusted" />
        </Variant>
        <Variant caption={t('badges.custom')}>
          <Badge>{t('badges.author')}</Badge>
        </Variant>
        <Variant caption={t('badges.byline')} wide>
          <span className="vf-gallery__byline">
            <Avatar name="Mo Moderator" size="sm" decorative />
            <bdi className="vf-gallery__name">Mo Moderator</bdi>
            <Badge kind="moderator" />
          </span>
        </Variant>
        <Variant caption={t('badges.long_name')} wide>
          <span className="vf-gallery__byline">
            <Avatar name={NAMES[NAMES.length - 1]!} size="sm" decorative />
            <bdi className="vf-gallery__name">{NAMES[NAMES.length - 1]}</bdi>
            <Badge kind="trusted" />
          </span>
        </Variant>
      </Component>
    </GallerySection>
  )
}
