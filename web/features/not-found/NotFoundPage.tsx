import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { ButtonLink, buttonClassName } from '../../components/Button';
import { usePageTitle } from '../../app/usePageTitle';
import { whatsappHref } from '../../content/company';

/** SPEC.md section 9: the 404 page sends the visitor home after 7 seconds. */
const redirectSeconds = 7;

export function NotFoundPage() {
  usePageTitle('Page not found');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(redirectSeconds);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) navigate('/', { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-grey-50 px-4 py-16">
      <div className="w-full max-w-lg rounded-box bg-white p-8 text-center shadow-raised">
        <p className="text-3xl font-bold text-navy-700 tabular-nums">404</p>
        <h1 className="mt-2 text-xl font-bold">Page not found</h1>
        <p className="mt-3 text-grey-600">The page you are looking for does not exist or has been moved.</p>
        <p className="mt-3 text-sm text-grey-600 tabular-nums">
          Redirecting to the home page in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
        </p>
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
