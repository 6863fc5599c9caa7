import type { RouteObject } from 'react-router-dom';
import { pageCode, withPageCode } from '../relay/pageCode';

// The page's code comes with its route.
const contactPage = pageCode(() => import('./ContactPage').then((m) => m.ContactPage));

/** The site's own pages (the newsletter and the header, footer and menus are the shell's). */
export function siteRoutes(): RouteObject[] {
  return [{ path: 'contact', loader: withPageCode(contactPage), element: <contactPage.Page /> }];
}
