/**
 * What the service accepts as people's text, by the rule the composer also follows (kernel/lib/text):
 * comments and names counted in graphemes, control characters refused with a 400 that says so (the
 * composer strips them before sending, so only a hand-made request meets it), and names stored without
 * the invisible characters that reorder or disguise them.
 *
 * Account names are unique on a site by their key: case, compatibility forms (NFKC), invisible
 * characters and look-alike letters do not make a second "admin" ("аdmin" with a Cyrillic а is the
 * same name). The look-alikes are Unicode's own confusables table (UTS #39), through the unhomoglyph
 * package; it is used here only, so the widgets' bundle does not carry its table.
 */
import unhomoglyph from 'unhomoglyph'
import { cleanName, COMMENT_MAX, graphemeCount, hasControls, hasUnpairedSurrogates, NAME_MAX, normalizeLineBreaks } from '../../kernel/lib/text'
import type { Db } from './db'
import { badRequest, HttpError } from './errors'

/** Control characters, or half a surrogate pair: the message for each field, or undefined when clean. */
function refusal(text: string, what: string): string | undefined {
  if (hasControls(text)) return `${what} contains control characters (such as NUL or BEL) that cannot be posted. Remove them and try again.`
  if (hasUnpairedSurrogates(text)) return `${what} contains a broken character (half of a surrogate pair) that cannot be stored. Remove it and try again.`
  return undefined
}

/** Refuses (400) text with control characters or broken ones: `what` names the field ("The reason"). */
export function plainText(text: string, what: string): string {
  const problem = refusal(text, what)
  if (problem) throw badRequest(problem)
  return text
}

/**
 * A comment's text as it is stored: line breaks as line feeds, trimmed; refused (400) when it holds a
 * control character (tab and line breaks are fine) or a broken character, is empty, or is longer than
 * 5000 characters as a reader counts them.
 */
export function commentText(raw: string): string {
  const text = normalizeLineBreaks(plainText(raw, 'The comment')).trim()
  if (!text) throw badRequest('A comment cannot be empty.')
  if (graphemeCount(text) > COMMENT_MAX) throw badRequest(`A comment can be at most ${COMMENT_MAX} characters long.`)
  return text
}

/**
 * A name someone chose (sign-up, profile, a guest's name on a comment) as it is stored: without bidi
 * controls and invisible characters, whitespace collapsed; refused (400) with control characters, or
 * when it is empty or longer than 60 characters once cleaned.
 */
export function chosenName(raw: string): string {
  const name = cleanName(plainText(raw, 'The name'))
  if (name === '' || graphemeCount(name) > NAME_MAX) throw badRequest(`The name must be 1 to ${NAME_MAX} characters.`)
  return name
}

/** Every default-ignorable code point: joiners, variation selectors, tags, bidi controls, fillers. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu

/**
 * The key two names share when a reader could take one for the other: invisible characters dropped,
 * compatibility forms folded (NFKC: ｆｕｌｌwidth, ligatures, superscripts), case folded, look-alike
 * characters mapped to one of their kind (Unicode's confusables), case folded again. Only compared,
 * never shown (m and rn share a key, as they do on screen).
 */
export function nameKey(name: string): string {
  const folded = cleanName(name).replace(IGNORABLE, '').normalize('NFKC').toLowerCase()
  return unhomoglyph(folded).normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Gives a key to the site's account names that have none yet (written before keys, or by the seed). */
async function fillNameKeys(db: Db, sectionUuid: string): Promise<void> {
  const missing = await db.query<{ uuid: string; name: string }>('select uuid, name from users where section_uuid = $1 and name_key is null and not anonymous', [sectionUuid])
  if (!missing.length) return
  await db.query('update users u set name_key = k.key from unnest($1::uuid[], $2::text[]) as k(uuid, key) where u.uuid = k.uuid', [missing.map((m) => m.uuid), missing.map((m) => nameKey(m.name))])
}

/** Is `key` the name of an account on the site (other than `except`), or a name one awaits a moderator's approval for? */
async function nameTaken(db: Db, sectionUuid: string, key: string, except?: string): Promise<boolean> {
  await fillNameKeys(db, sectionUuid)
  return !!(await db.one(
    `select 1 from users where section_uuid = $1 and (name_key = $2 and not anonymous or username_pending_key = $2) and ($3::uuid is null or uuid <> $3::uuid) limit 1`,
    [sectionUuid, key, except ?? null],
  ))
}

/**
 * Inside `tx`: refuses (409, with `field: 'name'`, so a form can tell it from a taken e-mail) a name
 * another account on the site already has, by its key, and holds the key until `tx` ends so two
 * sign-ups or renames at once cannot both take it. Returns the key to store.
 */
export async function claimName(tx: Db, sectionUuid: string, name: string, self?: string): Promise<string> {
  const key = nameKey(name)
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`vf-name:${sectionUuid}:${key}`])
  if (await nameTaken(tx, sectionUuid, key, self)) throw new HttpError(409, 'This name is already taken on this site. Please choose another one.', { field: 'name' })
  return key
}

/** Refuses (409) a guest's name that is an account's name on the site: a guest cannot pass for a member. Returns the key. */
export async function guestName(db: Db, sectionUuid: string, name: string): Promise<string> {
  const key = nameKey(name)
  if (await nameTaken(db, sectionUuid, key)) throw new HttpError(409, 'This name belongs to an account on this site. Choose another name, or sign in.', { field: 'anonymous_name' })
  return key
}
