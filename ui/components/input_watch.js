// Whether the player's last input was a key or a pointer, kept on the page
// for the board (a new board takes the focus only from a keyboard player).
export default function () {
  if (window.__boardInputWatched) return;
  window.__boardInputWatched = true;
  document.addEventListener("keydown", () => { window.__boardKeyboardUser = true; }, true);
  document.addEventListener("pointerdown", () => { window.__boardKeyboardUser = false; }, true);
}
