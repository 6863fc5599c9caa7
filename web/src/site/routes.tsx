import type { RouteObject } from 'react-router-dom';
import { ContactPage } from './ContactPage';

/** The site's own pages (the newsletter and the header, footer and menus are the shell's). */
export function siteRoutes(): RouteObject[] {
  return [{ path: 'contact', element: <ContactPage /> }];
}
