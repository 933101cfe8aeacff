/**
 * The tray's tabs as plugins declare them (`tray.add_tab`): the tray holds profile and account itself;
 * the feed, community and settings tabs come from the plugins that own what they show, so the tray
 * names none of them and a plugin removed takes its tab with it (`tray.remove_tab`).
 */
import type { TrayTab } from './enums'

/** What a declared tab's panel receives. */
export interface TrayTabProps {
  /** Moves the tray to another of its tabs (a guest in a tab that needs sign-in goes to the profile). */
  selectTab(tab: TrayTab): void
}

/** A tab's panel: a React function component of the product's React (`ctx.react()`), typed loosely here since contracts import nothing. */
export type TrayTabView = (props: TrayTabProps) => unknown

/** A tab a plugin adds to the tray. */
export interface TrayTabDeclaration {
  id: TrayTab
  /** Its name, a translation key with its namespace (`notifications:feed.tab`). */
  label: string
  /** Place among the tabs, ascending: profile is 20, account 90. */
  order: number
  /** Offered to guests too; when false only a signed-in reader sees it (a guest asking for it gets the profile). */
  guests: boolean
  /** Its panel, loaded the first time the tab is shown (its words loaded with it). */
  load(): Promise<TrayTabView>
}
