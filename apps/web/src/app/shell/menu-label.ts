import type { TRouteTitle } from '../route-table.ts';

/**
 * The i18n keys of a side-menu label, first found wins: a short `menu.*` label where the page
 * title is too long for the 232-px menu (Spanish "Estaciones meteorológicas"), else the title.
 */
export const menuLabelKeys = (title: TRouteTitle) => [`menu.${title}`, `route.${title}`];
