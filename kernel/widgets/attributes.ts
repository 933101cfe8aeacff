/**
 * Widget attributes are untrusted strings from the publisher's HTML. The schema turns them into props:
 * integers clamped with defaults, enumerations falling back, booleans from strings, text trimmed and cut;
 * unknown attributes are ignored and nothing can reach `__proto__`.
 */
import type { AttributeSchema, AttributeSpec, BooleanSpec, EnumSpec, IntegerSpec, TextSpec, WidgetProps } from '../../contracts/widgets'
import { clamp, parseBoolean, parseEnum } from '../lib/parse'

/*
 * The builders are overloaded rather than generic over an optional prop name: inside a schema written in
 * place, an unused type parameter would be inferred from the spec's `prop?: string` and name every prop
 * `string`. Each overload says exactly which props the spec gives, so the widget's props are typed.
 */

/** An integer attribute clamped to `min…max` with a default (its prop named `prop` when given). */
export function integer(min: number, max: number, defaultValue: number): IntegerSpec
export function integer<const P extends string>(min: number, max: number, defaultValue: number, prop: P): IntegerSpec & { readonly prop: P }
export function integer(min: number, max: number, defaultValue: number, prop?: string): IntegerSpec {
  return { kind: 'integer', min, max, default: defaultValue, ...(prop ? { prop } : {}) }
}

/** One of `values`, else the default. */
export function oneOf<const V extends string>(values: readonly V[], defaultValue: NoInfer<V>): EnumSpec<V>
export function oneOf<const V extends string, const P extends string>(values: readonly V[], defaultValue: NoInfer<V>, prop: P): EnumSpec<V> & { readonly prop: P }
export function oneOf(values: readonly string[], defaultValue: string, prop?: string): EnumSpec {
  return { kind: 'enum', values, default: defaultValue, ...(prop ? { prop } : {}) }
}

/** A boolean attribute ("true"/"false"). */
export function flag(defaultValue: boolean): BooleanSpec
export function flag<const P extends string>(defaultValue: boolean, prop: P): BooleanSpec & { readonly prop: P }
export function flag(defaultValue: boolean, prop?: string): BooleanSpec {
  return { kind: 'boolean', default: defaultValue, ...(prop ? { prop } : {}) }
}

/** Free text cut to `max` characters; with a `default`, never absent. */
export function text<const P extends string>(max: number, options: { default: string; pattern?: RegExp; prop: P }): TextSpec & { readonly default: string; readonly prop: P }
export function text<const P extends string>(max: number, options: { default?: undefined; pattern?: RegExp; prop: P }): TextSpec & { readonly prop: P }
export function text(max: number, options: { default: string; pattern?: RegExp; prop?: undefined }): TextSpec & { readonly default: string }
export function text(max?: number, options?: { default?: undefined; pattern?: RegExp; prop?: undefined }): TextSpec
export function text(max = 500, options: { default?: string; pattern?: RegExp; prop?: string } = {}): TextSpec {
  return { kind: 'text', max, ...options }
}

/**
 * A container id (document 4 §5, document 1 §3): 1–200 characters, no spaces or special characters —
 * letters, digits and `_ - . : @`. A longer value is not cut (that would name another discussion): it is
 * no container id at all.
 */
export const CONTAINER_ID = /^[\w.:@-]{1,200}$/

/** Is `value` a container id (document 4 §5)? */
export const isContainerId = (value: unknown): value is string => typeof value === 'string' && CONTAINER_ID.test(value)

/** The `vf-container-id` attribute: a container id (document 4 §5), else absent, so the page's own applies. */
export const containerId = () => text(200, { pattern: CONTAINER_ID, prop: 'containerId' })

/** `reply-limit` → `replyLimit`. */
export function propName(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])

/** Reads one attribute value (string or null when absent) per its spec. */
export function parseAttribute(spec: AttributeSpec, raw: string | null): string | number | boolean | undefined {
  switch (spec.kind) {
    case 'integer': {
      if (raw === null || raw.trim() === '') return spec.default
      const n = Number(raw.trim())
      if (!Number.isFinite(n)) return spec.default
      const whole = Math.trunc(n)
      // Document 1 §5's integer parsing gives the fallback outside the bounds; attributes clamp unless told so.
      if (spec.outside === 'default' && (whole < spec.min || whole > spec.max)) return spec.default
      return clamp(whole, spec.min, spec.max)
    }
    case 'enum': {
      const value = raw?.trim()
      let read: unknown = value
      try {
        if (value !== undefined && spec.normalize) read = spec.normalize(value)
      } catch {
        read = undefined
      }
      return parseEnum(read, spec.values, spec.default)
    }
    case 'boolean':
      return parseBoolean(raw, spec.default)
    case 'text': {
      const value = raw?.trim()
      if (!value) return spec.default
      // A value with a form to match is taken whole or not at all: cutting it could make another valid value.
      if (spec.pattern) return value.length <= spec.max && spec.pattern.test(value) ? value : spec.default
      return value.slice(0, spec.max)
    }
  }
}

/**
 * Parses every attribute the schema names; anything else on the element is ignored. `onRejected` hears of
 * each value present but refused for not having its required form (a container id with a space), so the
 * publisher can be told.
 */
export function parseAttributes(element: Element, schema: AttributeSchema = {}, onRejected?: (attribute: string, raw: string) => void): WidgetProps {
  const props: Record<string, string | number | boolean | undefined> = Object.create(null)
  for (const attribute of Object.keys(schema)) {
    const spec = schema[attribute]!
    const name = spec.prop ?? propName(attribute)
    if (FORBIDDEN.has(name) || FORBIDDEN.has(attribute)) continue
    const raw = element.getAttribute(attribute)
    const value = parseAttribute(spec, raw)
    if (spec.kind === 'text' && spec.pattern && raw !== null && raw.trim() !== '' && value !== raw.trim()) onRejected?.(attribute, raw)
    props[name] = value
  }
  return Object.freeze(props)
}
