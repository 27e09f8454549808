"""Any game's board scene (the same data the board component draws) as a
matplotlib figure: for journal entries, replays and exports."""
from __future__ import annotations

from typing import Any

from matplotlib.figure import Figure
from matplotlib.patches import (
    Circle, Ellipse, FancyArrowPatch, FancyBboxPatch, Polygon, Rectangle,
)

FILLS = {"land": "#eadcb8", "plain": "#eadcb8", "tent": "#e3cf9f", "river": "#5f7f96",
         "island": "#5f7f96", "square": "#ecdcb0", "house": "#e2c98e", "light": "#ecdcb0",
         "dark": "#b58c5a", "throne": "#c9a86a", "corner": "#a9825a", "fortress": "#d9c18e",
         "gate": "#c4a064", "ditch": "#7d9a8a", "exit": "#d8c79f", "domain0": "#e8d3a6",
         "domain1": "#d9c8a9", "table": "none", "off": "none"}
SIDE_FILL = ("#4a3321", "#f7efdc")
SIDE_INK = ("#f3e6c8", "#3a2818")
OUTLINE = "#2b2118"
GOLD = "#d4a017"
MARKS = {"shell": "i", "archer": "|", "eagle": "+", "horseman": "×", "whale": "#", "star": "✱"}


def _piece(ax, piece: dict[str, Any], x: float, y: float) -> None:
    side = piece.get("side", 0)
    fill, ink = SIDE_FILL[side], SIDE_INK[side]
    shape = piece.get("shape")
    if shape == "tri":
        up = piece.get("dir") == "up"
        tip, base = (y + 0.08, y + 0.9) if up else (y + 0.92, y + 0.1)
        ax.add_patch(Polygon([(x + 0.5, tip), (x + 0.75, base), (x + 0.25, base)],
                             facecolor=fill, edgecolor=OUTLINE, linewidth=1))
        ax.text(x + 0.5, y + (0.62 if up else 0.4), MARKS.get(piece.get("mark"), ""),
                ha="center", va="center", color=ink, fontsize=9, fontweight="bold")
        if piece.get("power"):
            ax.add_patch(Rectangle((x + 0.3, base - (0.09 if up else -0.02)), 0.4, 0.07,
                                   facecolor=GOLD, edgecolor="none"))
        if piece.get("promoted"):
            ax.add_patch(Circle((x + 0.5, tip), 0.08, facecolor=GOLD, edgecolor=OUTLINE))
        if piece.get("captive"):
            ax.add_patch(Circle((x + 0.5, y + 0.5), 0.44, fill=False, edgecolor="#8b2f1f",
                                linestyle="--", linewidth=1.2))
    elif shape == "shield":
        ax.add_patch(Polygon([(x + .5, y + .12), (x + .82, y + .24), (x + .76, y + .7),
                              (x + .5, y + .9), (x + .24, y + .7), (x + .18, y + .24)],
                             facecolor=fill, edgecolor=OUTLINE))
    elif shape == "cone":
        ax.add_patch(Polygon([(x + .5, y + .12), (x + .76, y + .86), (x + .24, y + .86)],
                             facecolor=fill, edgecolor=OUTLINE))
    elif shape == "spool":
        ax.add_patch(Polygon([(x + .26, y + .18), (x + .74, y + .18), (x + .6, y + .5),
                              (x + .74, y + .84), (x + .26, y + .84), (x + .4, y + .5)],
                             facecolor=fill, edgecolor=OUTLINE))
    elif shape == "disc":
        ax.add_patch(Circle((x + .5, y + .5), 0.34, facecolor=fill, edgecolor=OUTLINE))
        if piece.get("king"):
            ax.add_patch(Circle((x + .5, y + .5), 0.14, facecolor=GOLD, edgecolor=OUTLINE))
        if piece.get("glyph"):
            ax.text(x + .5, y + .52, piece["glyph"], ha="center", va="center", color=ink,
                    fontsize=9, fontweight="bold")
    elif shape == "stack":
        items = piece.get("items", [])
        height = min(0.16, 0.7 / max(1, len(items)))
        for i, item in enumerate(items):
            ax.add_patch(Rectangle((x + .2, y + .85 - (i + 1) * height), 0.6, height * 0.9,
                                   facecolor=SIDE_FILL[item.get("side", 0)], edgecolor=OUTLINE,
                                   linewidth=0.8))
        if items and items[-1].get("glyph"):
            top = items[-1]
            ax.text(x + .5, y + .85 - (len(items) - 0.5) * height, top["glyph"], ha="center",
                    va="center", color=SIDE_INK[top.get("side", 0)], fontsize=7)
        if piece.get("label"):
            ax.text(x + .5, y + .95, piece["label"], ha="center", va="bottom", fontsize=6)
    elif shape == "stick":
        ax.add_patch(FancyBboxPatch((x + .36, y + .08), 0.28, 0.84,
                                    boxstyle="round,pad=0,rounding_size=0.12",
                                    facecolor="#f6ecd2" if piece.get("light") else "#5a3d24",
                                    edgecolor=OUTLINE))


def figure(scene: dict[str, Any], *, size: float = 4.0,
           marked: frozenset = frozenset(), cast: tuple[int, ...] = ()) -> Figure:
    """Draw ``scene``; ``size`` is the width in inches; ``marked`` cell ids get
    a ring (the cells a reading names); ``cast`` (a Kamla cast's origin and
    destination cell ids) are framed in gold, an arrow between them."""
    rows, cols = scene["rows"], scene["cols"]
    fig = Figure(figsize=(size, size * (rows + 0.4) / (cols + 0.4)), dpi=110)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(-0.4, cols)
    ax.set_ylim(rows, -0.4 if not scene.get("files") else -0.05)
    ax.set_aspect("equal")
    ax.axis("off")
    last = set(scene.get("last", []))
    for cell in scene["cells"]:
        x, y = cell["col"], cell["row"]
        fill = FILLS.get(cell.get("fill", "plain"), "#eadcb8")
        if fill != "none":
            ax.add_patch(Rectangle((x, y), 1, 1, facecolor=fill, edgecolor="#00000030",
                                   linewidth=0.5))
        if cell.get("fill") == "island":
            ax.add_patch(Ellipse((x + .5, y + .5), 0.8, 0.68, facecolor="#b9c79a",
                                 edgecolor="#52683f"))
        if cell["id"] in last:
            ax.add_patch(Rectangle((x, y), 1, 1, facecolor="#d6a02850", edgecolor="none"))
        if cell.get("label"):
            ax.text(x + 0.06, y + 0.06, cell["label"], ha="left", va="top", fontsize=5,
                    color="#2b2118a0")
    for cell in scene["cells"]:
        if cell["id"] in marked:
            ax.add_patch(Rectangle((cell["col"] + .06, cell["row"] + .06), .88, .88,
                                   facecolor="none", edgecolor="#8a2f1d", linewidth=1.6))
    for line in scene.get("lines", []):
        ax.plot([line["x1"], line["x2"]], [line["y1"], line["y2"]], color="#6b4a22",
                linewidth=1.2, solid_capstyle="round")
    for cell in scene["cells"]:
        if cell.get("piece"):
            _piece(ax, cell["piece"], cell["col"], cell["row"])
    at = {cell["id"]: (cell["col"] + .5, cell["row"] + .5) for cell in scene["cells"]}
    for cell_id in cast:
        x, y = at[cell_id]
        ax.add_patch(Rectangle((x - .47, y - .47), .94, .94, facecolor="none", edgecolor=GOLD,
                               linewidth=2.6))
    if len(cast) == 2:
        ax.add_patch(FancyArrowPatch(at[cast[0]], at[cast[1]], arrowstyle="-|>",
                                     mutation_scale=22, color=GOLD, linewidth=2.2,
                                     shrinkA=6, shrinkB=4, zorder=5))
    for i, label in enumerate(scene.get("files", [])):
        ax.text(i + .5, rows + 0.02, label, ha="center", va="top", fontsize=6)
    for i, label in enumerate(scene.get("ranks", [])):
        ax.text(-0.2, i + .5, label, ha="center", va="center", fontsize=6)
    return fig
