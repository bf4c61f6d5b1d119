import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Carousel.css';
import { Chevron } from '../icons/Chevron';

export interface CarouselSlide {
  /** Unique among the slides. */
  readonly id: string;
  /** What the slide shows (text, a form…). */
  readonly content: ReactNode;
  /** A short name of the slide, e.g. "Boas-vindas"; describes its dot button. */
  readonly label: string;
}

export interface CarouselProps {
  /** Names the carousel, e.g. "Primeiros passos". */
  readonly label: string;
  readonly slides: readonly CarouselSlide[];
  /** The slide shown, from 0, when the page keeps it; leave out to let the carousel keep it. */
  readonly current?: number;
  /** The first slide shown when the carousel keeps its own; 0 by default. */
  readonly defaultCurrent?: number;
  /** Called with the slide asked for (previous, next or a dot). */
  readonly onCurrentChange?: (index: number) => void;
}

function clamp(index: number, count: number): number {
  return Math.min(Math.max(0, Math.floor(index) || 0), Math.max(0, count - 1));
}

/**
 * Slides shown one at a time, moved only by the user (the WAI-ARIA carousel pattern, without
 * rotation): previous and next buttons, and a dot per slide. The dots are one tab stop; the
 * arrow keys, Home and End move between slides from them. Hidden slides are hidden from
 * assistive technology too, and a new slide is announced politely.
 */
export function Carousel({
  label,
  slides,
  current,
  defaultCurrent = 0,
  onCurrentChange,
}: CarouselProps) {
  const _ = useKitI18n();
  const id = useId();
  const [own, setOwn] = useState(defaultCurrent);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const slideCount = slides.length;
  const index = clamp(current ?? own, slideCount);

  const show = (next: number) => {
    const target = clamp(next, slideCount);
    if (target === index) return;
    if (current === undefined) setOwn(target);
    onCurrentChange?.(target);
  };

  const onDotKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = slideCount - 1;
    const targets: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
    dotRefs.current[target]?.focus();
  };

  return (
    <section className={styles.root} aria-roledescription={_(msg`carrossel`)} aria-label={label}>
      {/* Only ever changed by the user, so it may speak: the new slide is read out. */}
      <div aria-live="polite">
        {slides.map((slide, position) => {
          const slideNumber = position + 1;
          return (
            <div
              key={slide.id}
              id={`${id}-slide-${position}`}
              className={styles.slide}
              role="group"
              aria-roledescription={_(msg`slide`)}
              aria-label={_(msg`${slideNumber} de ${slideCount}`)}
              hidden={position !== index}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      {slideCount > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={_(msg`Slide anterior`)}
            aria-controls={`${id}-slide-${index}`}
            aria-disabled={index === 0 || undefined}
            onClick={() => show(index - 1)}
          >
            <Chevron direction="previous" className={styles.icon} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, position) => {
              const slideNumber = position + 1;
              const selected = position === index;
              return (
                <button
                  key={slide.id}
                  ref={(element) => {
                    dotRefs.current[position] = element;
                  }}
                  type="button"
                  className={styles.dot}
                  aria-label={_(msg`Ir para o slide ${slideNumber}`)}
                  aria-describedby={`${id}-label-${position}`}
                  aria-controls={`${id}-slide-${position}`}
                  aria-current={selected || undefined}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => show(position)}
                  onKeyDown={onDotKeyDown}
                >
                  <span className={styles.dotMark} />
                  <span id={`${id}-label-${position}`} hidden>
                    {slide.label}
                  </span>
                </button>
              );
            })}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label={_(msg`Próximo slide`)}
            aria-controls={`${id}-slide-${index}`}
            aria-disabled={index === slideCount - 1 || undefined}
            onClick={() => show(index + 1)}
          >
            <Chevron direction="next" className={styles.icon} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
