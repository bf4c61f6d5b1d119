// What the play functions of the stories keep doing: find on the story's canvas, wait for what
// the page shows once its calls have answered, find the dialog a story opened (dialogs render in
// the document's body, outside the canvas).
import { expect, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
type ByRole = Parameters<Canvas['findByRole']>;

/** What Storybook hands a play function (the part of it these helpers read). */
export interface PlayContext {
  readonly canvasElement: HTMLElement;
}

/** A play function run on the story's canvas: `play: onPage(async (page) => …)`. */
export const onPage =
  (run: (page: Canvas, canvasElement: HTMLElement) => Promise<void>) =>
  ({ canvasElement }: PlayContext) =>
    run(within(canvasElement), canvasElement);

/**
 * A play function that waits for the element of `role` (named as `options` say) to appear on the
 * canvas and expects it visible: `play: showsRole('heading', { level: 1, name: /^Cupons/ })`.
 */
export const showsRole = (role: ByRole[0], options?: ByRole[1]) =>
  onPage(async (page) => {
    await expect(await page.findByRole(role, options)).toBeVisible();
  });

/** The dialog the story has open, to look inside it. */
export async function storyDialog(canvasElement: HTMLElement): Promise<Canvas> {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
}
