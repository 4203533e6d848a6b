/**
 * What every modal's backdrop carries (written out on each <Overlay> in Sheet and ModalDialog), so
 * the page can tell that one is open (see Toaster). Its own module: the toast region is on every
 * page and must not pull the modal machinery into the first download.
 */
export const MODAL_OVERLAY_ATTRIBUTE = 'data-modal-overlay';
