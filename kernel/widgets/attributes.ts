/**
 * Widget attributes are untrusted strings from the publisher's HTML. The schema turns them into props:
 * integers clamped with defaults, enumerations falling back, booleans from strings, text trimmed and cut;
 * unknown attributes are ignored and nothing can reach `__proto__`.
 */
import type { AttributeSchema, AttributeSpec, WidgetProps } from '../../contracts/widgets'
import { clamp, parseBoolean, parseEnum } from '../lib/parse'

/** An integer attribute clamped to `min…max` with a default. */
export const integer = (min: number, max: number, defaultValue: number, prop?: string): AttributeSpec => ({ kind: 'integer', min, max, default: defaultValue, ...(prop ? { prop } : {}) })

/** One of `values`, else the default. */
export const oneOf = (values: readonly string[], defaultValue: string, prop?: string): AttributeSpec => ({ kind: 'enum', values, default: defaultValue, ...(prop ? { prop } : {}) })

/** A boolean attribute ("true"/"false"). */
export const flag = (defaultValue: boolean, prop?: string): AttributeSpec => ({ kind: 'boolean', default: defaultValue, ...(prop ? { prop } : {}) })

/** Free text cut to `max` characters. */
export const text = (max = 500, options: { default?: string; pattern?: RegExp; prop?: string } = {}): AttributeSpec => ({ kind: 'text', max, ...options })

/**
 * A container id (document 4 §5, document 1 §3): 1–200 characters, no spaces or special characters —
 * letters, digits and `_ - . : @`. A longer value is not cut (that would name another discussion): it is
 * no container id at all.
 */
export const CONTAINER_ID = /^[\w.:@-]{1,200}$/

/** Is `value` a container id (document 4 §5)? */
export const isContainerId = (value: unknown): value is string => typeof value === 'string' && CONTAINER_ID.test(value)

/** The `vf-container-id` attribute: a container id (document 4 §5), else absent, so the page's own applies. */
export const containerId = (): AttributeSpec => text(200, { pattern: CONTAINER_ID, prop: 'containerId' })

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
      return Number.isFinite(n) ? clamp(Math.trunc(n), spec.min, spec.max) : spec.default
    }
    case 'enum':
      return parseEnum(raw?.trim(), spec.values, spec.default)
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
