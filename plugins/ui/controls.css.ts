/**
 * The CSS of the kit's interactive controls, gathered for the kit's sheet (plugins/ui/styles.ts): each
 * control's part is its own file.
 */
import { FIELD_CSS } from './field.css'
import { MENU_BUTTON_CSS } from './menu-button.css'
import { REPORT_FORM_CSS } from './report-form.css'
import { SEGMENTED_CONTROL_CSS } from './segmented-control.css'
import { SELECT_CSS } from './select.css'
import { TABS_CSS } from './tabs.css'

export const CONTROLS_CSS = MENU_BUTTON_CSS + TABS_CSS + SEGMENTED_CONTROL_CSS + SELECT_CSS + FIELD_CSS + REPORT_FORM_CSS
