// One board component for every game: draws a scene sent from Python as data
// (cells, terrain, lines, pieces, highlights) as SVG and reports clicks.
// Text from the scene is only ever set with textContent / attributes.
const NS = "http://www.w3.org/2000/svg";
const S = 100; // cell size in SVG units
const MARGIN = 34;

function el(tag, attrs, parent) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function line(g, x1, y1, x2, y2, cls) {
  return el("line", { x1, y1, x2, y2, class: cls }, g);
}

// Rank marks of Kamla's pieces, drawn about the triangle's centre (K-7 seed).
function kamlaMark(g, mark, cx, cy) {
  const c = "mark";
  switch (mark) {
    case "shell": line(g, cx, cy - 9, cx, cy + 9, c); break;
    case "archer": line(g, cx, cy - 22, cx, cy + 22, c); break;
    case "eagle": line(g, cx, cy - 15, cx, cy + 15, c); line(g, cx - 15, cy, cx + 15, cy, c); break;
    case "horseman": line(g, cx - 12, cy - 12, cx + 12, cy + 12, c); line(g, cx - 12, cy + 12, cx + 12, cy - 12, c); break;
    case "whale":
      line(g, cx - 6, cy - 15, cx - 6, cy + 15, c); line(g, cx + 6, cy - 15, cx + 6, cy + 15, c);
      line(g, cx - 14, cy - 6, cx + 14, cy - 6, c); line(g, cx - 14, cy + 6, cx + 14, cy + 6, c); break;
    case "star":
      for (let i = 0; i < 3; i++) {
        const a = Math.PI / 3 * i + Math.PI / 2, dx = 15 * Math.cos(a), dy = 15 * Math.sin(a);
        line(g, cx - dx, cy - dy, cx + dx, cy + dy, c);
      }
      break;
  }
}

function drawTriangle(g, p) {
  const up = p.dir === "up";
  const tip = up ? 8 : 92, base = up ? 90 : 10;
  el("polygon", { points: `50,${tip} 75,${base} 25,${base}`, class: `tri side${p.side}` }, g);
  const cy = up ? 62 : 38;
  kamlaMark(g, p.mark, 50, cy);
  if (p.power) el("rect", { x: 30, y: up ? 80 : 13, width: 40, height: 7, rx: 3, class: "power" }, g);
  if (p.promoted) el("circle", { cx: 50, cy: tip, r: 8, class: "promoted" }, g);
  if (p.captive) {
    el("circle", { cx: 50, cy: 50, r: 44, class: "captive" }, g);
  }
}

// A hexagram in the cell's lower right corner: six bars, the first line at
// the bottom; a solid (yang) line whole, a broken (yin) line in two.
function drawHexagram(g, lines) {
  const x = 64, w = 31, bar = 4.2, gap = 2.8, bottom = 95;
  el("rect", { x: x - 3, y: bottom - 6 * (bar + gap) - 1, width: w + 6, height: 6 * (bar + gap) + 3, rx: 3, class: "hexback" }, g);
  [...lines].forEach((line, i) => {
    const y = bottom - (i + 1) * (bar + gap) + gap;
    if (line === "1") el("rect", { x, y, width: w, height: bar, class: "hexline" }, g);
    else for (const part of [x, x + w * 0.6]) el("rect", { x: part, y, width: w * 0.4, height: bar, class: "hexline" }, g);
  });
}

function drawShield(g, p) {
  el("path", { d: "M50 12 L82 24 L78 62 Q70 82 50 90 Q30 82 22 62 L18 24 Z", class: `tri side${p.side}` }, g);
  el("circle", { cx: 50, cy: 48, r: 9, class: "boss" }, g);
}

function drawCone(g, p) {
  el("path", { d: "M50 12 L76 84 Q50 94 24 84 Z", class: `tri side${p.side}` }, g);
}

function drawSpool(g, p) {
  el("path", { d: "M26 18 Q50 28 74 18 L62 50 L74 82 Q50 92 26 82 L38 50 Z", class: `tri side${p.side}` }, g);
}

function glyph(g, text, side, y) {
  // A two-letter glyph (Russian Tavreli: Вл, Рт) is set smaller to keep its margin.
  const size = [...text].length > 1 ? " two" : "";
  const t = el("text", { x: 50, y: y || 61, class: `glyph side${side}${size}` }, g);
  t.textContent = text;
}

function drawDisc(g, p) {
  el("circle", { cx: 50, cy: 50, r: 34, class: `tri side${p.side}` }, g);
  if (p.ring) el("circle", { cx: 50, cy: 50, r: 25, class: `ring side${p.side}` }, g);
  if (p.king) el("circle", { cx: 50, cy: 50, r: 14, class: "boss" }, g);
  if (p.glyph) glyph(g, p.glyph, p.side);
  if (p.promoted) el("circle", { cx: 50, cy: 14, r: 8, class: "promoted" }, g);
}

function drawStack(g, p) {
  // A tower seen from the side: its pieces bottom to top, the top one larger
  // with its glyph, the height written below.
  const items = p.items || [];
  const h = Math.min(12, 44 / Math.max(1, items.length - 1 || 1));
  items.slice(0, -1).forEach((it, i) => {
    el("rect", { x: 24, y: 84 - (i + 1) * h, width: 52, height: h - 1, rx: 3, class: `tri side${it.side}` }, g);
  });
  const topItem = items[items.length - 1];
  if (topItem) {
    const y = 84 - Math.max(0, items.length - 1) * h;
    el("rect", { x: 18, y: y - 34, width: 64, height: 32, rx: 8, class: `tri side${topItem.side}` }, g);
    if (topItem.glyph) glyph(g, topItem.glyph, topItem.side, y - 10);
  }
  if (p.label) {
    const t = el("text", { x: 50, y: 97, class: "stackcount" }, g);
    t.textContent = p.label;
  }
}

function drawStick(g, p) {
  el("rect", { x: 34, y: 6, width: 32, height: 88, rx: 14, class: p.light ? "stick light" : "stick dark" }, g);
  if (p.light) line(g, 50, 20, 50, 80, "stickline");
  else for (const y of [26, 50, 74]) line(g, 40, y, 60, y, "stickline dark");
}

const SIGNS = {
  ankh(g) { el("circle", { cx: 50, cy: 30, r: 10, class: "sign" }, g); line(g, 50, 40, 50, 80, "sign"); line(g, 36, 50, 64, 50, "sign"); },
  water(g) { for (const y of [35, 50, 65]) el("path", { d: `M22 ${y} q7 -8 14 0 t14 0 t14 0 t14 0`, class: "sign" }, g); },
  beauty(g) {  // nfr: a heart with its windpipe
    el("path", { d: "M50 82 C30 78 30 56 42 52 L58 52 C70 56 70 78 50 82 Z", class: "sign" }, g);
    line(g, 50, 52, 50, 20, "sign"); line(g, 42, 30, 58, 30, "sign");
  },
  three(g) { for (const x of [32, 50, 68]) line(g, x, 30, x, 70, "sign"); },
  two(g) { for (const x of [40, 60]) line(g, x, 30, x, 70, "sign"); },
  sun(g) { el("circle", { cx: 50, cy: 50, r: 16, class: "sign" }, g); el("circle", { cx: 50, cy: 50, r: 4, class: "signfill" }, g); },
  ba(g) { el("path", { d: "M28 62 Q40 38 62 44 L74 36 L70 50 Q60 66 36 66 Z", class: "sign" }, g); },
  net(g) { for (const d of [30, 50, 70]) { line(g, d, 25, d, 75, "sign"); line(g, 25, d, 75, d, "sign"); } },
};

const PIECES = { tri: drawTriangle, shield: drawShield, cone: drawCone, spool: drawSpool, disc: drawDisc, stack: drawStack, stick: drawStick };

export default function render(component) {
  const { parentElement } = component;
  const root = parentElement.querySelector(".board-root");
  const memory = remembered(parentElement);
  memory.trigger = component.setTriggerValue;
  const hadFocus = root.contains(root.getRootNode().activeElement);
  // Layout is read once, then after each paint: a redraw never waits on a reflow.
  if (memory.room === undefined) memory.room = (parentElement.host || root.parentElement).getBoundingClientRect().width;
  const data = turnedIfNarrow(component.data, memory.room);
  // A selection made here survives a redraw of the same position (a clock's
  // tick); a redraw of it waits while a piece is dragged (the server taking
  // up the selection a drag began, a tick).
  const position = data.moves ? JSON.stringify([data.moves, data.cells]) : null;
  const held = JSON.stringify(data.prefix || []);
  if (memory.drag && memory.drag.ghost && position === memory.position) {
    memory.later = component;
    return;
  }
  memory.later = null;
  if (position !== memory.position || held !== memory.held) {
    memory.position = position;
    memory.held = held;
    memory.prefix = [...(data.prefix || [])];
  }
  memory.data = data;
  memory.drag = null;
  memory.root = root;
  clearTimeout(memory.waiting);
  memory.waiting = null;
  draw(root, memory, data, hadFocus);
}

function draw(root, memory, data, hadFocus) {
  root.style.setProperty("--board-max", `${data.maxWidth || 640}px`);
  const rows = data.rows, cols = data.cols;
  const width = cols * S + MARGIN * 2, height = rows * S + MARGIN * 2;
  const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, class: "board", role: "grid" });
  svg.setAttribute("aria-label", data.title || "board");
  const sets = {};
  for (const name of ["last", "clickable"]) sets[name] = new Set(data[name] || []);
  const movable = startsOfDrags(data);

  const board = el("g", { transform: `translate(${MARGIN},${MARGIN})` }, svg);
  const ground = el("g", {}, board), overlay = el("g", { class: "overlay-layer" }, board), top = el("g", {}, board);
  for (const cell of data.cells) {
    const at = `translate(${cell.col * S},${cell.row * S})`;
    const g = el("g", { transform: at }, ground);
    el("rect", { width: S, height: S, class: `ground ${cell.fill || "plain"}` }, g);
    if (cell.fill === "island") el("ellipse", { cx: 50, cy: 50, rx: 40, ry: 34, class: "islet" }, g);
    if (sets.last.has(cell.id)) el("rect", { width: S, height: S, class: "last" }, g);
    if (cell.sign && SIGNS[cell.sign]) SIGNS[cell.sign](el("g", { class: cell.piece ? "signs dim" : "signs" }, g));
    if (cell.hexagram) drawHexagram(el("g", { class: "hexagram" }, g), cell.hexagram);
    if (cell.label) {
      const t = el("text", { x: 6, y: 18, class: "label" }, g);
      t.textContent = cell.label;
    }
    const p = el("g", { transform: at, class: movable.has(cell.id) ? "cell movable" : "cell", "data-id": cell.id }, top);
    p.setAttribute("tabindex", "-1");
    p.setAttribute("role", "gridcell");
    if (cell.name) p.setAttribute("aria-label", cell.name);
    el("rect", { width: S, height: S, class: "hit" }, p);
    if (cell.piece && PIECES[cell.piece.shape]) PIECES[cell.piece.shape](el("g", { class: "piece" }, p), cell.piece);
  }
  for (const l of data.lines || []) {
    line(overlay, l.x1 * S, l.y1 * S, l.x2 * S, l.y2 * S, l.cls || "overlay");
  }
  (data.files || []).forEach((f, i) => {
    const t = el("text", { x: MARGIN + i * S + S / 2, y: height - 9, class: "coord" }, svg);
    t.textContent = f;
  });
  (data.ranks || []).forEach((r, i) => {
    const t = el("text", { x: MARGIN / 2, y: MARGIN + i * S + S / 2 + 7, class: "coord" }, svg);
    t.textContent = r;
  });
  const cells = [...top.querySelectorAll(".cell")];
  memory.nodeOf = new Map(cells.map((n) => [Number(n.dataset.id), n]));
  memory.layer = top;
  paint(memory);
  root.replaceChildren(svg);
  if (data.fit) keepInView(root, memory, data, width, height);

  // One keyboard stop: the cursor cell holds the only tabindex 0 (a roving
  // tabindex); arrows move it, Enter or Space picks, and it keeps focus
  // across redraws. The focus ring (.cursor) is drawn unlike the selection.
  const byId = new Map(data.cells.map((c) => [c.id, c]));
  const stops = data.cells.filter((c) => sets.clickable.has(c.id));
  const moveTo = (id, focus) => {
    for (const n of cells) n.setAttribute("tabindex", "-1");
    const node = memory.nodeOf.get(id);
    if (!node) return;
    node.setAttribute("tabindex", "0");
    memory.cursor = id;
    if (focus) node.focus({ preventScroll: true });
  };
  moveTo(startCell(memory.cursor, stops, data, byId, memory.prefix), hadFocus);
  if (!memory.drawn) takeFocusFromKeyboardUser(root);
  memory.drawn = true;

  const fire = (target) => {
    const cell = target.closest(".cell");
    if (!cell) return;
    moveTo(Number(cell.dataset.id), false);
    pick(memory, Number(cell.dataset.id));
  };
  svg.addEventListener("click", (e) => { if (!memory.dragged) fire(e.target); });
  // A pointer click picks without taking the focus, so the page's arrow keys
  // (the move list) keep working for a mouse player.
  svg.addEventListener("mousedown", (e) => e.preventDefault());
  svg.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fire(e.target); return; }
    const step = STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    e.stopPropagation(); // the page's own arrow shortcuts (the move list) stay quiet
    const next = neighbour(byId.get(memory.cursor), step, stops);
    if (next) moveTo(next.id, true);
  });
  dragging(svg, memory, data);
}

// Moves chosen here ---------------------------------------------------------------
// The scene's "moves" are the legal moves' click paths: a click walks along
// them exactly as ui/views/interaction.py's advance does, so a selection and
// its targets need no server; only a whole move is sent ("move"), or a
// selection whose next step is a control of the page ("select").

const isCell = (step) => typeof step === "number";
const startsWith = (path, prefix) => prefix.every((step, i) => path[i] === step);

function advance(prefix, step, paths, oneClick) {
  if (prefix.length && prefix[prefix.length - 1] === step) return { prefix: [] };
  const candidate = [...prefix, step];
  const open = paths.filter((p) => p.length >= candidate.length && startsWith(p, candidate));
  const whole = open.find((p) => p.length === candidate.length);
  if (whole) return { prefix: [], move: whole };
  if (oneClick && open.length === 1) return { prefix: [], move: open[0] };
  if (open.length) return { prefix: candidate };
  if (prefix.length) return advance([], step, paths, oneClick);
  return { prefix: [] };
}

function nextSteps(prefix, paths) {
  const n = prefix.length, steps = new Set();
  for (const p of paths) if (p.length > n && startsWith(p, prefix)) steps.add(p[n]);
  return steps;
}

function pick(memory, id) {
  const data = memory.data;
  if (!data.moves) { memory.trigger("click", id); return; }  // the server decides (a past position)
  if (memory.waiting) return;  // a move is on its way: these moves are no longer the position's
  const { prefix, move } = advance(memory.prefix, id, data.moves, data.oneClick);
  memory.prefix = prefix;
  if (move) {
    memory.trigger("move", move);  // first: the server starts while the board is drawn here
    memory.waiting = setTimeout(() => redraw(memory), WAIT_MS);
    paint(memory);
    showMoved(memory, move);
  } else {
    paint(memory);
    tellIfNeeded(memory);
  }
}

// Until the server's board arrives a plain step onto a free cell is drawn at
// once, as the piece leaving its cell for the target; what else a move does (a
// capture, a promotion) and moves of towers or onto pieces wait for the
// server's board, which redraws every move in full.
function showMoved(memory, move) {
  if (move.length !== 2 || !move.every(isCell)) return;
  const [from, to] = move.map((id) => memory.nodeOf.get(id));
  const cell = memory.data.cells.find((c) => c.id === move[0]);
  const drawn = cell && cell.piece;
  if (!from || !to || !drawn || cell.fill === "exit" || (drawn.items || []).length > 1) return;
  const piece = from.querySelector(":scope > .piece");
  if (piece && !to.querySelector(":scope > .piece")) to.appendChild(piece);
}

// No answer from the server (a refused move leaves its board as it was): the
// board as the server last sent it.
function redraw(memory) {
  memory.waiting = null;
  const root = memory.root;
  draw(root, memory, memory.data, root.contains(root.getRootNode().activeElement));
}

// The server hears of a selection only when its page must draw a control for
// the next step (a split count, a stop), or to let go of steps it holds.
function tellIfNeeded(memory) {
  const { prefix, data } = memory, held = data.prefix || [];
  const differs = held.length !== prefix.length || !startsWith(held, prefix);
  if ([...nextSteps(prefix, data.moves)].some((s) => !isCell(s)) || (held.length && differs)) {
    memory.trigger("select", prefix);
  }
}

// The selection, its targets (dots) and captures (rings), drawn on the cells.
function paint(memory) {
  const data = memory.data;
  let selected, targets, captures;
  if (data.moves) {
    const rings = new Set(data.rings || []);
    const next = [...(memory.prefix.length ? nextSteps(memory.prefix, data.moves) : [])].filter(isCell);
    selected = new Set(memory.prefix.filter(isCell));
    targets = new Set(next.filter((id) => !rings.has(id)));
    captures = new Set(next.filter((id) => rings.has(id)));
  } else {
    selected = new Set(data.selected || []);
    targets = new Set(data.targets || []);
    captures = new Set(data.captures || []);
  }
  for (const [id, node] of memory.nodeOf) {
    for (const old of node.querySelectorAll(":scope > .selected, :scope > .target, :scope > .capture")) old.remove();
    if (selected.has(id)) node.insertBefore(el("rect", { x: 3, y: 3, width: S - 6, height: S - 6, class: "selected" }), node.children[1] || null);
    if (captures.has(id)) el("circle", { cx: 50, cy: 50, r: 45, class: "capture" }, node);
    else if (targets.has(id)) el("circle", { cx: 50, cy: 50, r: 13, class: "target" }, node);
  }
}

// Cells whose piece may be dragged: the first cell of a move of two cells or more.
function startsOfDrags(data) {
  const starts = new Set();
  for (const p of data.moves || []) if (p.length > 1 && isCell(p[0])) starts.add(p[0]);
  return starts;
}

// Drag a piece to a target (mouse, pen or touch): the piece follows the
// pointer, its targets show while it moves, a drop on a target is the click
// there; a drop anywhere else leaves the piece selected.
function dragging(svg, memory, data) {
  const starts = startsOfDrags(data);
  const place = new Map(data.cells.map((c) => [`${c.row},${c.col}`, c.id]));
  const at = (e) => {
    const point = svg.createSVGPoint();
    point.x = e.clientX; point.y = e.clientY;
    const p = point.matrixTransform(svg.getScreenCTM().inverse());
    return { x: p.x - MARGIN, y: p.y - MARGIN };
  };
  const end = (e, dropped) => {
    const drag = memory.drag;
    memory.drag = null;
    if (!drag || !drag.ghost) return;
    drag.ghost.remove();
    drag.node.classList.remove("lifted");
    memory.dragged = true;  // the click that ends a drag is no pick
    setTimeout(() => { memory.dragged = false; }, 0);
    const later = memory.later;
    memory.later = null;
    if (dropped) {
      const { x, y } = at(e);
      const id = place.get(`${Math.floor(y / S)},${Math.floor(x / S)}`);
      if (id !== undefined && id !== drag.id && nextSteps(memory.prefix, data.moves).has(id)) pick(memory, id);
    }
    if (later && !memory.waiting) render(later);
  };
  svg.addEventListener("pointerdown", (e) => {
    const cell = e.button === 0 && !memory.waiting && e.target.closest(".cell");
    if (cell && starts.has(Number(cell.dataset.id))) {
      memory.drag = { id: Number(cell.dataset.id), node: cell, pointer: e.pointerId, x: e.clientX, y: e.clientY, ghost: null };
    }
  });
  svg.addEventListener("pointermove", (e) => {
    const drag = memory.drag;
    if (!drag || drag.pointer !== e.pointerId) return;
    if (!drag.ghost) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 6) return;
      const piece = drag.node.querySelector(".piece");
      if (!piece) { memory.drag = null; return; }
      svg.setPointerCapture(e.pointerId);
      if (!(memory.prefix.length === 1 && memory.prefix[0] === drag.id)) {
        memory.prefix = [drag.id];
        paint(memory);
        tellIfNeeded(memory);
      }
      drag.ghost = el("g", { class: "ghost" }, memory.layer);
      drag.ghost.appendChild(piece.cloneNode(true));
      drag.node.classList.add("lifted");
    }
    const { x, y } = at(e);
    drag.ghost.setAttribute("transform", `translate(${x - S / 2},${y - S / 2})`);
  });
  // A finger on a piece that can move drags it instead of scrolling the page
  // (Chromium does not apply the CSS touch-action of SVG shapes).
  svg.addEventListener("touchmove", (e) => { if (memory.drag) e.preventDefault(); }, { passive: false });
  svg.addEventListener("pointerup", (e) => end(e, true));
  svg.addEventListener("pointercancel", (e) => end(e, false));
}

const WAIT_MS = 5000; // ms: how long a move drawn here waits for the server's board
const TOUCH = 44; // px: the smallest comfortable touch target

function cellPixels(data, room) {
  return room * S / (data.cols * S + MARGIN * 2);
}

// A play page's track (Senet) too narrow for touch targets is drawn turned:
// its rows become columns, so the cells grow on a phone.
function turnedIfNarrow(data, room) {
  if (!data.fit || !data.turnable || !room || cellPixels(data, room) >= TOUCH) return data;
  const turned = { ...data, rows: data.cols, cols: data.rows, files: data.ranks || [],
    ranks: data.files || [] };
  turned.cells = data.cells.map((c) => ({ ...c, row: c.col, col: c.row }));
  turned.lines = (data.lines || []).map((l) => ({ ...l, x1: l.y1, y1: l.x1, x2: l.y2, y2: l.x2 }));
  return cellPixels(turned, room) > cellPixels(data, room) ? turned : data;
}

// The whole board in the window: its width is capped so that its height fits
// below its top; a turnable track keeps touch-sized cells first.
function keepInView(root, memory, data, width, height) {
  const fit = () => {
    const main = document.querySelector("[data-testid='stMain']");
    const box = root.getBoundingClientRect();
    memory.room = (root.getRootNode().host || root.parentElement).getBoundingClientRect().width;
    const top = box.top + window.scrollY + (main ? main.scrollTop : 0);
    let most = Math.min(data.maxWidth || 640, (window.innerHeight - top - 8) * width / height);
    if (data.turnable) most = Math.max(most, TOUCH * width / S);
    memory.fitted = `${Math.max(160, Math.floor(most))}px`;
    root.style.setProperty("--board-max", memory.fitted);
  };
  if (memory.fitted) root.style.setProperty("--board-max", memory.fitted);
  requestAnimationFrame(fit);
  for (const wait of [60, 300, 1000]) setTimeout(fit, wait);
  if (!memory.resizing) {
    memory.resizing = true;
    window.addEventListener("resize", () => memory.refit && memory.refit());
  }
  memory.refit = fit;
}

const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const MEMORY = new WeakMap();

function remembered(parent) {
  if (!MEMORY.has(parent)) MEMORY.set(parent, { cursor: null, drawn: false });
  return MEMORY.get(parent);
}

function nothingFocused() {
  const active = document.activeElement;
  return !active || active === document.body;
}

// A board that appears when the control that made it (say "Begin") is gone
// takes the focus if the player's last input was a key (ui/components/
// input_watch.js, on the play pages' setup screens, keeps window.__boardKeyboardUser).
function takeFocusFromKeyboardUser(root) {
  for (const wait of [0, 250, 800]) {
    setTimeout(() => {
      const cursor = root.querySelector(".cell[tabindex='0']");
      if (cursor && window.__boardKeyboardUser === true && nothingFocused()) cursor.focus({ preventScroll: true });
    }, wait);
  }
}

// Where the cursor stands: where it was, else the selected cell, else the
// stop nearest the board's centre.
function startCell(previous, stops, data, byId, prefix) {
  if (previous !== null && stops.some((c) => c.id === previous)) return previous;
  const chosen = [...(prefix || []), ...(data.selected || [])].find((id) => byId.has(id));
  if (chosen !== undefined) return chosen;
  const mid = { row: Math.floor(data.rows / 2), col: Math.floor(data.cols / 2) };
  let best = null, bestDistance = Infinity;
  for (const c of stops) {
    const d = Math.abs(c.row - mid.row) + Math.abs(c.col - mid.col);
    if (d < bestDistance) { best = c; bestDistance = d; }
  }
  return best ? best.id : null;
}

// The nearest stop in the arrow's direction: first along the line, then the
// closest off it (so a track's turn or a gap in the board is crossed).
function neighbour(from, [dr, dc], stops) {
  if (!from) return stops[0];
  let best = null, bestScore = Infinity;
  for (const c of stops) {
    const along = (c.row - from.row) * dr + (c.col - from.col) * dc;
    if (along <= 0) continue;
    const across = Math.abs((c.row - from.row) * dc) + Math.abs((c.col - from.col) * dr);
    const score = along + across * 2;
    if (score < bestScore) { best = c; bestScore = score; }
  }
  return best;
}
