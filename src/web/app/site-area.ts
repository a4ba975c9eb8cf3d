/** Which part of the site a path belongs to: the header's links and the footer differ by area. */
export type SiteArea = 'public' | 'admin' | 'technician';

export function siteAreaOf(pathname: string): SiteArea {
  if (pathname === '/technician' || pathname.startsWith('/technician/')) return 'technician';
  if (pathname.startsWith('/admin/') || pathname === '/users_location') return 'admin';
  return 'public';
}
