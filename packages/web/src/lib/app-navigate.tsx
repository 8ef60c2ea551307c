import { createContext, useContext } from 'react';

/** Goes to a page of the site (path and query); resolves once it is shown. */
export type AppNavigate = (href: string) => Promise<void>;

const documentNavigate: AppNavigate = async (href) => {
  location.assign(href);
};

const NavigateContext = createContext<AppNavigate>(documentNavigate);

/**
 * The router provides its navigation here (lib/router-bindings.tsx), a content page's islands the
 * router's takeover (entry-light.tsx); anything else loads the page.
 */
export const AppNavigateProvider = NavigateContext.Provider;

export function useAppNavigate(): AppNavigate {
  return useContext(NavigateContext);
}
