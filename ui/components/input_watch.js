// Whether the player's last input was a key or a pointer, kept on the page
// for the board (a new board takes the focus only from a keyboard player).
// The arrows ← → are the move list's shortcuts, never a way into the board: a
// board redrawn after them leaves the focus where it was.
const SHORTCUTS = new Set(["ArrowLeft", "ArrowRight"]);

export default function () {
  if (window.__boardInputWatched) return;
  window.__boardInputWatched = true;
  document.addEventListener("keydown", (e) => {
    window.__boardKeyboardUser = !SHORTCUTS.has(e.key);
  }, true);
  document.addEventListener("pointerdown", () => { window.__boardKeyboardUser = false; }, true);
}
