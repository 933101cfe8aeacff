/**
 * The kit's icons: Lucide's (ISC licence, `lucide` pinned in package.json), imported one by one by name so
 * the bundle carries only these, drawn once per document as `<symbol>`s of one hidden sprite. Each icon on
 * the page is then an `<svg>` with a `<use>` of its symbol (Icon.tsx): two elements, however many paths the
 * drawing has, which matters in a thread of a thousand comments with several icons each.
 *
 * The sprite is built with DOM calls (`createElementNS`, `setAttribute`), never from markup, so a page that
 * enforces Trusted Types has nothing to refuse. A `<use>` of a fragment (`#vf-icon-…`) is a reference into
 * the same document even under a `<base href>` or after the page changed its URL by `history`.
 *
 * A widget needing another Lucide icon adds it here (and nowhere else: one set, one sprite).
 */
import {
  Ban,
  BadgeCheck,
  Bell,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  Clock,
  Ellipsis,
  EllipsisVertical,
  Eye,
  EyeOff,
  Flag,
  Heart,
  Info,
  Link,
  LogOut,
  Mail,
  MessageCircle,
  MessagesSquare,
  Newspaper,
  Pencil,
  Pin,
  RefreshCw,
  Reply,
  Send,
  Settings,
  Share2,
  ShieldCheck,
  Star,
  ThumbsDown,
  ThumbsUp,
  Trash,
  TrendingUp,
  TriangleAlert,
  User,
  UserCheck,
  UserPlus,
  Volume2,
  VolumeX,
  X,
  type IconNode,
} from 'lucide'

export const ICONS = {
  ban: Ban,
  'badge-check': BadgeCheck,
  bell: Bell,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  'circle-alert': CircleAlert,
  clock: Clock,
  ellipsis: Ellipsis,
  'ellipsis-vertical': EllipsisVertical,
  eye: Eye,
  'eye-off': EyeOff,
  flag: Flag,
  heart: Heart,
  info: Info,
  link: Link,
  'log-out': LogOut,
  mail: Mail,
  'message-circle': MessageCircle,
  'messages-square': MessagesSquare,
  newspaper: Newspaper,
  pencil: Pencil,
  pin: Pin,
  'refresh-cw': RefreshCw,
  reply: Reply,
  send: Send,
  settings: Settings,
  share: Share2,
  'shield-check': ShieldCheck,
  star: Star,
  'thumbs-down': ThumbsDown,
  'thumbs-up': ThumbsUp,
  trash: Trash,
  'trending-up': TrendingUp,
  'triangle-alert': TriangleAlert,
  user: User,
  'user-check': UserCheck,
  'user-plus': UserPlus,
  volume: Volume2,
  'volume-x': VolumeX,
  x: X,
} satisfies Record<string, IconNode>

/** An icon of the kit's set. */
export type IconName = keyof typeof ICONS

/** The id of an icon's symbol in the sprite. */
export const iconId = (name: IconName) => `vf-icon-${name}`

const SVG = 'http://www.w3.org/2000/svg'

const sprites = new WeakMap<Document, SVGSVGElement>()

function buildSprite(doc: Document): SVGSVGElement {
  const sprite = doc.createElementNS(SVG, 'svg')
  sprite.setAttribute('class', 'vf-icon-sprite')
  sprite.setAttribute('aria-hidden', 'true')
  sprite.setAttribute('focusable', 'false')
  sprite.setAttribute('width', '0')
  sprite.setAttribute('height', '0')
  sprite.setAttribute('data-vf-icons', '')
  for (const [name, node] of Object.entries(ICONS) as Array<[IconName, IconNode]>) {
    const symbol = doc.createElementNS(SVG, 'symbol')
    symbol.setAttribute('id', iconId(name))
    symbol.setAttribute('viewBox', '0 0 24 24')
    for (const [tag, attributes] of node) {
      const shape = doc.createElementNS(SVG, tag)
      for (const [attribute, value] of Object.entries(attributes)) if (value !== undefined) shape.setAttribute(attribute, String(value))
      symbol.appendChild(shape)
    }
    sprite.appendChild(symbol)
  }
  return sprite
}

/**
 * Puts the sprite at the end of `doc`'s body once, and back if the page took it off (a page that
 * re-renders its body); the icons already shown then draw again.
 */
export function ensureIconSprite(doc: Document): void {
  let sprite = sprites.get(doc)
  if (!sprite) sprites.set(doc, (sprite = buildSprite(doc)))
  if (sprite.isConnected) return
  const parent = doc.body ?? doc.documentElement
  parent?.appendChild(sprite)
}
