/**
 * Korean accessible names everywhere (docs/product/README.md#accessibility). Two things antd renders speak English to
 * a screen reader, whoever renders them — our code or antd's own (a close button, a spinner, a picker's calendar):
 * - every @ant-design/icons icon is `role="img" aria-label="<its name>"` ('medicine-box', 'logout', 'loading'): an
 *   icon beside its words is decoration, so one named that way is hidden (aria-hidden); an icon-only button carries
 *   its own Korean aria-label, and a Korean label given to an icon is kept;
 * - an antd button that holds only such an icon (Pagination's 이전/다음 페이지) takes the Korean title antd gives it or
 *   the item around it as its name;
 * - InputNumber's step buttons say 'Increase Value' / 'Decrease Value' (@rc-component/input-number): they get '값 올리기'
 *   / '값 내리기'.
 * One observer on the document fixes both as they appear, so no page, dialog or antd part can bring them back.
 */
const ICON_NAME = /^[a-z0-9-]+$/;
const STEP_LABELS: Record<string, string> = { 'Increase Value': '값 올리기', 'Decrease Value': '값 내리기' };
const SELECTOR = 'span.anticon[role="img"][aria-label], .ant-input-number-action[aria-label]';

/** A button or link whose only content was the icon: named by its own or its item's (Korean) title, if any. */
function nameFromTitle(icon: Element): void {
  const control = icon.closest('button, a, [role="button"]');
  if (!control || control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby') || control.textContent?.trim()) return;
  const title = control.closest('[title]')?.getAttribute('title');
  if (title) control.setAttribute('aria-label', title);
}

function fix(element: Element): void {
  const label = element.getAttribute('aria-label') ?? '';
  if (element.classList.contains('anticon')) {
    if (!ICON_NAME.test(label)) return;
    element.removeAttribute('aria-label');
    element.setAttribute('aria-hidden', 'true');
    nameFromTitle(element);
  } else if (STEP_LABELS[label]) element.setAttribute('aria-label', STEP_LABELS[label]);
}

function fixWithin(node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.matches(SELECTOR)) fix(node);
  for (const element of node.querySelectorAll(SELECTOR)) fix(element);
}

let observer: MutationObserver | null = null;

/** Starts the observer once (main.tsx; the web tests' setup does the same). */
export function installAccessibleNames(root: Node = document.documentElement): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  fixWithin(root);
  observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') fix(record.target as Element);
      else record.addedNodes.forEach(fixWithin);
    }
  });
  // attributes too: React sets an icon's props again when the icon is reused with others (a spinner turning into a check)
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
}
