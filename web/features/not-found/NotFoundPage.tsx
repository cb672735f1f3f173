import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { ButtonLink, buttonClassName } from '../../components/Button';
import { whatsappHref } from '../../content/company';

/** SPEC.md section 9: the 404 page sends the visitor home after 7 seconds. */
const redirectSeconds = 7;

/**
 * WCAG 2.2.1 lets a time limit stand only if the visitor can turn it off: a button, the page's first Tab
 * stop, stops the countdown, and the sentence that says so then takes the focus.
 */
function useCountdown(onEnd: () => void) {
  const [secondsLeft, setSecondsLeft] = useState(redirectSeconds);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (stopped) return;
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => window.clearInterval(timer);
  }, [stopped]);

  useEffect(() => {
    if (secondsLeft === 0 && !stopped) onEnd();
  }, [secondsLeft, stopped, onEnd]);

  return { secondsLeft, stopped, stop: () => setStopped(true) };
}

export function NotFoundPage() {
  const navigate = useNavigate();
  const goHome = useCallback(() => navigate('/', { replace: true }), [navigate]);
  const countdown = useCountdown(goHome);
  const stoppedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (countdown.stopped) stoppedRef.current?.focus();
  }, [countdown.stopped]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-grey-50 px-4 py-16">
      <div className="w-full max-w-lg rounded-box bg-white p-8 text-center shadow-raised">
        <p className="text-3xl font-bold text-navy-700 tabular-nums">404</p>
        <h1 className="mt-2 text-xl font-bold">Page not found</h1>
        <p className="mt-3 text-grey-600">The page you are looking for does not exist or has been moved.</p>
        {countdown.stopped ? (
          <p ref={stoppedRef} tabIndex={-1} className="mt-3 text-sm text-grey-600 outline-none">
            You are staying on this page.
          </p>
        ) : (
          <p className="mt-3 flex flex-wrap items-center justify-center gap-x-2 text-sm text-grey-600 tabular-nums">
            Redirecting to the home page in {countdown.secondsLeft} {countdown.secondsLeft === 1 ? 'second' : 'seconds'}
            <button type="button" onClick={countdown.stop} className="min-h-11 rounded-box px-2 font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950">
              Stay on this page
            </button>
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/">Go to Home</ButtonLink>
          <ButtonLink to="/services" variant="secondary">
            Our Services
          </ButtonLink>
          <a href={whatsappHref()} target="_blank" rel="noreferrer" className={buttonClassName({ variant: 'ghost' })}>
            <MessageCircle aria-hidden="true" className="size-4" />
            Chat with support
          </a>
        </div>
      </div>
    </main>
  );
}
