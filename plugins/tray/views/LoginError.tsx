/** A sign-in failure as the reader should read it: a ban in words, with its reason and end; else the message. */
import type { LoginFailure } from '../../../contracts/entities/user'
import { useT } from '../../../kernel/react'
import { longDate } from '../../../kernel/lib/relative-time'
import { FormError } from './AccountForms'

const BANS = ['login_banned', 'banned_from_posting', 'signup_banned'] as const

export function LoginError({ id, error, failure }: { id: string; error: string; failure?: LoginFailure | undefined }) {
  const { t, locale } = useT()
  const ban = (BANS as readonly string[]).includes(error) ? error : undefined
  if (!ban) return <FormError id={id}>{error}</FormError>
  return (
    <FormError id={id}>
      {t(`ban.${ban}`)}
      {failure?.reason && <> {t('ban.reason', { reason: failure.reason })}</>}
      {failure?.permanent ? <> {t('ban.permanent')}</> : failure?.end_date ? <> {t('ban.until', { date: longDate(failure.end_date, locale) })}</> : null}
    </FormError>
  )
}
