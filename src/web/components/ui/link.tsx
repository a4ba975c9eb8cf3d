import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';
import type { To } from 'react-router';

// The app's links: an <a> with the route's address that navigates inside the app on a plain click
// (a modified click, or another target, stays the browser's). React Router's own <Link> carries its
// framework mode's prefetching and form code, which this app never uses, onto every page: about
// 3.5 KB gzipped of the home page's JavaScript (decision 026).

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...props} href={href} target={target} onClick={click} />;
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows whether it leads to the page on screen (aria-current="page" then). */
export function NavLink({ end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const isActive =
    pathname === target ||
    (!end && target !== '/' && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
