/**
 * dist/vf.js — the one script a publisher includes (`<script src=".../vf.js" async>`), a classic
 * script. `__VF_KERNEL__` is the hashed file name of the kernel chunk, set by build.mjs.
 */
import { runLoader } from './loader'

declare const __VF_KERNEL__: string

const script = document.currentScript as HTMLScriptElement | null
const scriptUrl = script?.src || new URL('vf.js', location.href).href

runLoader(window as never, scriptUrl, () => import(/* @vite-ignore */ new URL(__VF_KERNEL__, scriptUrl).href))
