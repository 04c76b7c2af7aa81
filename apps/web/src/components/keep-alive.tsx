import { createContext, useContext } from 'react';

/**
 * Pages kept alive when the user leaves them (plants, overview, edit: spec section 2), so coming
 * back shows them as they were. A page that changed what the others show asks to drop the kept
 * copies, e.g. after deleting a plant.
 */
export type TKeepAlive = { clearKeptPages: () => void };

export const KeepAliveContext = createContext<TKeepAlive>({ clearKeptPages: () => undefined });

export const useKeepAlive = () => useContext(KeepAliveContext);
