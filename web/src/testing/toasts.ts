/**
 * The toast (sonner) that shows an element's text: its `data-type` says whether the traveller was
 * told of a success or an error, which the text alone does not prove.
 */
export function toastOf(element: HTMLElement): HTMLElement {
  const toast = element.closest<HTMLElement>("[data-sonner-toast]");
  if (!toast) throw new Error(`"${element.textContent}" is not shown in a toast`);
  return toast;
}
