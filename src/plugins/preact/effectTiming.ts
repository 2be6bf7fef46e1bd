import {options} from 'preact';

/*
 * React runs a render's effects right after an input event; Preact waits for
 * the next animation frame (up to 100 ms). Running them in the next task keeps
 * keyboard flows such as menus moving focus in step with the keys.
 */
options.requestAnimationFrame = (callback: () => void) => {
  setTimeout(callback, 0);
};
