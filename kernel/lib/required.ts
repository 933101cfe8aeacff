/** Required identifiers are checked before any request leaves (document 1 §5, document 2 §5). */
import { ErrorCode, Messages, VfError } from '../errors'

/** Throws a `RequiredParameter` error naming `name` when `value` is null or undefined. */
export function requireParam<T>(value: T, name: string): NonNullable<T> {
  if (value === null || value === undefined) {
    throw new VfError(ErrorCode.RequiredParameter, Messages.requiredParameter(name), { info: { parameter: name } })
  }
  return value as NonNullable<T>
}

/** Checks each named field of `params`; the first missing one is named in the error. */
export function required<P extends Record<string, unknown>, K extends keyof P & string>(params: P, names: readonly K[]): { [N in K]: NonNullable<P[N]> } & P {
  for (const name of names) requireParam(params[name], name)
  return params as { [N in K]: NonNullable<P[N]> } & P
}
