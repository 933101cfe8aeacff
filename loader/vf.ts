/**
 * dist/vf.js — the one script a publisher includes (`<script src=".../vf.js" async>`), a classic
 * script. Set by build.mjs: `__VF_KERNEL__`, the hashed file name of the kernel chunk, and
 * `__VF_PLUGIN_PATHS__`, the public paths the shipped plugins declare (read from the composition root),
 * which the loader stubs beside the kernel's own so a page's early calls to them are queued.
 */
import { runLoader } from './loader'

declare const __VF_KERNEL__: string
declare const __VF_PLUGIN_PATHS__: readonly string[]

const script = document.currentScript as HTMLScriptElement | null
const scriptUrl = script?.src || new URL('vf.js', location.href).href

runLoader(window as never, scriptUrl, () => import(/* @vite-ignore */ new URL(__VF_KERNEL__, scriptUrl).href), __VF_PLUGIN_PATHS__)
