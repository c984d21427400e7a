// Layout assertions for controls that must show their text whole (issue 12 item 8): a button's
// label is not cut, and a select's chosen value fits the room its box leaves beside the chevron.
import { expect, type Locator } from '@playwright/test';

/** Every matched button shows its whole label inside the viewport. */
export async function expectButtonsWhole(buttons: Locator): Promise<void> {
  const count = await buttons.count();
  expect(count, 'buttons to check').toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    const fit = await button.evaluate((element) => {
      const label = element.querySelector<HTMLElement>('.mantine-Button-label') ?? element;
      const box = element.getBoundingClientRect();
      return {
        text: label.textContent ?? '',
        scrollWidth: label.scrollWidth,
        clientWidth: label.clientWidth,
        right: box.right,
        viewport: document.documentElement.clientWidth,
      };
    });
    expect(fit.scrollWidth, `the label "${fit.text}" is cut`).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.right, `"${fit.text}" runs off the screen`).toBeLessThanOrEqual(fit.viewport);
  }
}

/** The select's chosen value is drawn whole: its text is no wider than the box's text area. */
export async function expectSelectValueWhole(select: Locator): Promise<void> {
  const fit = await select.evaluate((element) => {
    const field = element as HTMLSelectElement;
    const text = field.selectedOptions[0]?.text ?? '';
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, width: context.measureText(text).width, room };
  });
  expect(fit.text, 'a value is chosen').not.toBe('');
  expect(
    fit.width,
    `"${fit.text}" is cut (needs ${fit.width}px, has ${fit.room}px)`,
  ).toBeLessThanOrEqual(fit.room);
}
