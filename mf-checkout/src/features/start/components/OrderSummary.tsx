import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/api';
import { applyDiscounts, type Plan } from '@portal/domain';
import { formatCurrency, useLocale } from '@portal/i18n';
import { planLabel, productLabel } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Button, Inline, media, Panel, Stack, TextField } from '@portal/ui';
import { useCouponCheck } from '../api/coupon';
import type { AppliedCoupon } from '../model';
import * as styles from '../Checkout.css';

export const COUPON_EMPTY = msg`Digite um cupom para aplicar.`;
export const COUPON_NEEDS_PLAN = msg`Selecione um plano para verificar o cupom.`;

const couponSchema = v.object({ couponCode: v.pipe(v.string(), v.trim(), v.toUpperCase()) });

export interface OrderSummaryProps {
  /** Null until a plan is chosen on step 1. */
  readonly plan: Plan | null;
  readonly coupon: AppliedCoupon | null;
  readonly onCoupon: (coupon: AppliedCoupon | null) => void;
  /** Finish purchase: available on the last step only. */
  readonly canFinish: boolean;
  readonly finishing: boolean;
  readonly onFinish: () => void;
  /** Cancel checkout, when spec §2.6 offers it (onboarding unfinished, subscription valid). */
  readonly onCancel?: () => void;
}

/**
 * Keeps the page's room for the bar (`BAR_SIZE_PROPERTY` on the root element) at the height of
 * the collapsed bar, as its content wraps or the text grows; the stylesheet uses it below
 * `wide` only. The open sheet lies over the page and is not measured.
 */
function useBarSize(sheet: RefObject<HTMLDivElement | null>, expanded: boolean) {
  useEffect(() => {
    const element = sheet.current;
    if (!element || expanded || typeof window.matchMedia !== 'function') return undefined;
    const root = document.documentElement;
    const bar = window.matchMedia(media.belowWide);
    const measure = () => {
      if (bar.matches) {
        root.style.setProperty(styles.BAR_SIZE_PROPERTY, `${element.offsetHeight}px`);
      }
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    bar.addEventListener('change', measure);
    return () => {
      resized.disconnect();
      bar.removeEventListener('change', measure);
    };
  }, [sheet, expanded]);
  // The room goes with the summary.
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty(styles.BAR_SIZE_PROPERTY);
    },
    [],
  );
}

/**
 * The side summary (spec §2.6): the plan, its products and prices, the coupon box, subtotal,
 * each product's discount, the total (domain arithmetic), finish purchase and cancel.
 *
 * Below `wide` (a phone, a tablet) it is a bar fixed at the bottom of the screen: the total,
 * which is the disclosure button of the whole summary, and finish purchase. The summary is
 * rendered once at every width (one region, one finish button, one live total); the stylesheet
 * decides how it is laid out. The bar's copy of the total is hidden from screen readers while
 * the summary's own total shows.
 */
export function OrderSummary({
  plan,
  coupon,
  onCoupon,
  canFinish,
  finishing,
  onFinish,
  onCancel,
}: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const money = (value: number) => formatCurrency(value, locale);
  const check = useCouponCheck();
  const form = useRuleForm(
    couponSchema,
    { couponCode: coupon?.code ?? '' },
    // A refused coupon (invalid_discount) or a failed check shows on the coupon field (spec §5).
    { refusals: (error) => ({ couponCode: errorMessage(error) }) },
  );

  const apply = async ({ couponCode }: { couponCode: string }) => {
    if (!couponCode) return form.refuse({ couponCode: COUPON_EMPTY });
    if (!plan) return form.refuse({ couponCode: COUPON_NEEDS_PLAN });
    onCoupon(await check.mutateAsync({ planCode: plan.planCode, couponCode }));
  };

  const couponCode = coupon?.code;
  const cart = plan ? applyDiscounts(plan.products, coupon?.discount ?? []) : null;

  const [expanded, setExpanded] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const detailsId = `${id}-details`;
  const closingId = `${id}-closing`;
  const part = expanded ? 'open' : 'closed';
  useBarSize(sheet, expanded);

  // Escape closes the open sheet from anywhere inside it, back on its button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggle.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape, caught from the disclosure's button and content
    <div ref={sheet} className={styles.summarySheet} onKeyDown={onKeyDown}>
      <Panel title={t`Resumo da compra`} frame="wide">
        <div className={styles.summaryBody}>
          <button
            ref={toggle}
            type="button"
            className={styles.summaryToggle[part]}
            aria-expanded={expanded}
            aria-controls={`${detailsId} ${closingId}`}
            onClick={() => setExpanded((open) => !open)}
          >
            <svg
              className={styles.summaryChevron[part]}
              viewBox="0 0 16 16"
              fill="none"
              aria-hidden="true"
            >
              <path
                d="M3.5 10l4.5-4.5 4.5 4.5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className={styles.summaryToggleText}>
              <span className={styles.summaryToggleLabel}>
                {cart ? t`Total por mês` : t`Resumo da compra`}
              </span>{' '}
              {cart ? (
                // Open, the summary's own total (and live region) is on screen.
                <span className={styles.summaryToggleTotal} aria-hidden={expanded || undefined}>
                  {money(cart.total)}
                </span>
              ) : null}
            </span>
          </button>
          <div id={detailsId} className={styles.summaryPart[part]} data-expanded={expanded}>
            {plan && cart ? (
              <>
                <p>
                  <strong>{planLabel(plan, i18n)}</strong>
                </p>
                <dl className={styles.summaryLines}>
                  {plan.products.map((product) => (
                    <Fragment key={product.code}>
                      <dt>{productLabel(product.code, i18n)}</dt>
                      <dd className={styles.amount}>{money(product.price)}</dd>
                    </Fragment>
                  ))}
                  <dt>{t`Subtotal`}</dt>
                  <dd className={styles.amount}>{money(plan.total)}</dd>
                  {cart.items
                    .filter((item) => item.discount > 0)
                    .map((item) => {
                      const name = productLabel(item.code, i18n);
                      return (
                        <Fragment key={item.code}>
                          <dt>{t`Desconto em ${name}`}</dt>
                          <dd className={styles.discount}>{`− ${money(item.discount)}`}</dd>
                        </Fragment>
                      );
                    })}
                  <dt className={styles.total}>{t`Total por mês`}</dt>
                  <dd className={`${styles.amount} ${styles.total}`} aria-live="polite">
                    {money(cart.total)}
                  </dd>
                </dl>
              </>
            ) : (
              <p>{t`Escolha um plano para ver o valor.`}</p>
            )}
            {couponCode ? (
              <Inline gap="small" align="center">
                <span>{t`Cupom ${couponCode} aplicado.`}</span>
                <Button tone="ghost" onClick={() => onCoupon(null)}>
                  {t`Remover cupom`}
                </Button>
              </Inline>
            ) : (
              <form {...form.props(apply)} aria-label={t`Cupom de desconto`}>
                <Stack gap="small">
                  <TextField
                    label={t`Cupom de desconto`}
                    mask="couponCode"
                    autoComplete="off"
                    {...form.field('couponCode')}
                  />
                  <div>
                    <Button
                      type="submit"
                      tone="secondary"
                      busy={form.submitting}
                      busyLabel={t`Verificando o cupom…`}
                    >
                      {t`Aplicar cupom`}
                    </Button>
                  </div>
                </Stack>
              </form>
            )}
          </div>
          <div className={styles.summaryFinish[part]}>
            <Button
              onClick={onFinish}
              disabled={!canFinish}
              busy={finishing}
              busyLabel={t`Finalizando a compra…`}
            >
              {t`Finalizar compra`}
            </Button>
          </div>
          <div id={closingId} className={styles.summaryPart[part]} data-expanded={expanded}>
            {!canFinish ? (
              <p>{t`Confira os dados na etapa de finalização para concluir a compra.`}</p>
            ) : null}
            {onCancel ? (
              <Button tone="ghost" onClick={onCancel}>
                {t`Cancelar checkout`}
              </Button>
            ) : null}
          </div>
        </div>
      </Panel>
    </div>
  );
}
