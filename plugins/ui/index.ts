/** The shared widget toolkit: every widget imports these; none copies them. */
export { Avatar, initials } from './Avatar'
export { Button, type ButtonProps } from './Button'
export { Dialog, type DialogProps } from './Dialog'
export { FOCUSABLE, focusables, focusLost } from './focus'
export { RelativeTime } from './RelativeTime'
export { ShortNumber } from './ShortNumber'
export { StatusLine } from './StatusLine'
export { ContentBody, linkPieces } from './ContentBody'
