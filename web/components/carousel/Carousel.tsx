import { Children, isValidElement, useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useHydrated } from '../../page-life/useHydrated';

type Embla = UseEmblaCarouselType[1];
export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Embla's duration is a physics constant, not milliseconds: 20 settles a slide change in about 500 ms. */
export const halfSecondScroll = 20;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  // The server cannot know; the browser's answer replaces it right after hydration (useHydrated: Preact
  // would keep the server's Pause button if the first render already left it out).
  const hydrated = useHydrated();
  const reduced = useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
  return hydrated && reduced;
}

/** Re-reads a value of the carousel whenever it moves or is measured again. */
function useEmblaValue<T>(embla: Embla, read: (api: NonNullable<Embla>) => T, fallback: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      embla?.on('select', onChange).on('reInit', onChange);
      return () => {
        embla?.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  return useSyncExternalStore(
    subscribe,
    () => (embla ? read(embla) : fallback),
    () => fallback,
  );
}

interface CarouselProps {
  /** What the slides are, for screen readers: 'What Our Clients Say'. */
  label: string;
  /** Each child is one slide. */
  children: ReactNode;
  /** The width of a slide at each screen size, e.g. 'basis-full sm:basis-1/2 lg:basis-1/3'. */
  slideClassName: string;
  autoplayDelay: number;
  options?: CarouselOptions;
}

const controlButton = 'inline-flex size-11 items-center justify-center rounded-box border border-grey-300 bg-white text-navy-900 hover:bg-grey-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A carousel that turns on its own but stops while the pointer or the keyboard focus is on it, when the
 * visitor pauses it, and always when they ask for reduced motion. Arrow keys and buttons move it.
 */
export function Carousel({ label, children, slideClassName, autoplayDelay, options }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState(() => Autoplay({ delay: autoplayDelay, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false }));
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', duration: halfSecondScroll, ...options }, [autoplay]);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const snapCount = useEmblaValue(embla, (api) => api.scrollSnapList().length, 0);
  const canScrollPrev = useEmblaValue(embla, (api) => api.canScrollPrev(), false);
  const canScrollNext = useEmblaValue(embla, (api) => api.canScrollNext(), false);
  // Until embla has measured (and in the server's drawing), the controls keep their place: no shift when it has.
  const movable = embla ? snapCount > 1 : slides.length > 1;
  const playing = movable && !reducedMotion && !pausedByVisitor && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const apply = () => (playing ? autoplay.play() : autoplay.stop());
    apply();
    // The plugin restarts itself after a drag and stops when re-measured; these rules win over both.
    embla.on('pointerUp', apply).on('reInit', apply);
    return () => {
      embla.off('pointerUp', apply).off('reInit', apply);
    };
  }, [embla, autoplay, playing]);

  const scrollPrev = () => embla?.scrollPrev(reducedMotion);
  const scrollNext = () => embla?.scrollNext(reducedMotion);

  function moveWithArrows(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') scrollPrev();
    else if (event.key === 'ArrowRight') scrollNext();
    else return;
    event.preventDefault();
  }

  function leaveFocus(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={moveWithArrows}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <div ref={viewportRef} className="relative overflow-hidden">
        <div aria-live={playing ? 'off' : 'polite'} className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={(isValidElement(slide) && slide.key) || index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {movable && (
        <div className="mt-6 flex items-center justify-between gap-3">
          {reducedMotion ? (
            <span />
          ) : (
            <button type="button" onClick={() => setPausedByVisitor(!pausedByVisitor)} className={controlButton} aria-label={pausedByVisitor ? 'Play slides' : 'Pause slides'}>
              {pausedByVisitor ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
            </button>
          )}
          <div className="flex gap-2">
            <button type="button" onClick={scrollPrev} disabled={!canScrollPrev} className={controlButton} aria-label="Previous slide">
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button type="button" onClick={scrollNext} disabled={!canScrollNext} className={controlButton} aria-label="Next slide">
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
