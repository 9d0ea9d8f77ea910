/**
 * For tests on jsdom, which has no modal dialogs, of code that opens one (the page's boot script, shared-ui's
 * Dialog). Gives HTMLDialogElement the part of the browser's `showModal` and `close` that the
 * page's code relies on: the `open` state, and close's `close` event, which the browser sends in a later task.
 * Returns the function that takes them away again.
 */
export function withModalDialogs(): () => void {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  Object.assign(prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
  return () => {
    delete prototype.showModal;
    delete prototype.close;
  };
}
