import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CalendarCheck, Menu, Phone, X } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { keepFocusInside } from '../../components/keepFocusInside';
import { useHydrated } from '../../page-life/useHydrated';
import { hotline, phoneHref } from '../../content/company';
import { siteNavigation } from './siteNavigation';

const menuId = 'mobile-menu';

/**
 * A native modal <dialog>: the page behind it is inert (focus stays inside) and Escape closes it.
 * It is open only on the path it was opened on, so any navigation closes it.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The server's button cannot open the menu before the app takes it over: it shows as disabled until then.
  const usable = useHydrated();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function handleClose() {
    setOpenedOn(null);
    buttonRef.current?.focus();
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenedOn(pathname)}
        disabled={!usable}
        className="inline-flex size-11 items-center justify-center rounded-box text-white hover:bg-navy-800 disabled:opacity-60 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={menuId}
        aria-labelledby={`${menuId}-title`}
        onClose={handleClose}
        onClick={closeOnBackdrop}
        onKeyDown={keepFocusInside}
        className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-navy-900 shadow-raised transition-transform duration-200 backdrop:bg-navy-950/60 motion-reduce:transition-none starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col p-4">
          <div className="flex items-center justify-between">
            <h2 id={`${menuId}-title`} className="text-lg font-bold">
              Menu
            </h2>
            <button type="button" aria-label="Close menu" onClick={() => dialogRef.current?.close()} className="inline-flex size-11 items-center justify-center rounded-box hover:bg-grey-100">
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label="Main" className="mt-4">
            <ul className="flex flex-col gap-1">
              {siteNavigation.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    end
                    onClick={() => dialogRef.current?.close()}
                    className={({ isActive }) =>
                      `block rounded-box px-3 py-3 text-base font-medium hover:bg-grey-100 ${isActive ? 'bg-accent-soft text-navy-950 underline decoration-2 underline-offset-4' : ''}`
                    }
                  >
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-t border-grey-200 pt-4">
            <ButtonLink to="/book" size="lg" onClick={() => dialogRef.current?.close()}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              Book a Technician
            </ButtonLink>
            <a href={phoneHref(hotline)} className="inline-flex min-h-11 items-center justify-center gap-2 rounded-box font-semibold text-navy-700">
              <Phone aria-hidden="true" className="size-4" />
              Call {hotline}
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
