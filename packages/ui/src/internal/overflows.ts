/** Whether an element's content is larger than its box, allowing a pixel of rounding. */
export function overflows(element: HTMLElement) {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}
