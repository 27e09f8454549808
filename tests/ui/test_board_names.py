"""Every board's accessible names (what a screen reader and ``get_by_role``
read) and glyphs in the page's language (issue 29): hand-built positions, each
cell's exact name in English and in Russian; square names stay notation."""
from __future__ import annotations

import pytest

import games
from games.core import parse_square
from ui.views import kamla, scene_options, senet, shatra, tafl, tavreli

TAVRELI = games.make("tavreli")
TOWER = TAVRELI.parse_position("7k/8/8/3[PBnQ+]4/8/8/8/K7 b - -")
"""d5: a White ratnik (the c-file's: becomes luchnik) under a Black vsadnik under
a White promoted knyaz; a1 the White volkhv, h8 the Black one."""


def named(scene: dict) -> dict:
    return {cell["id"]: cell["name"] for cell in scene["cells"]}


@pytest.mark.parametrize("lang, names, title", [
    ("en", {"e4": "e4 empty", "a1": "a1 White volkhv", "h8": "h8 Black volkhv",
            "d5": "d5 tower of 3, top to bottom: White promoted knyaz, Black vsadnik, "
                  "White ratnik (becomes luchnik)"}, "Tavreli board"),
    ("ru", {"e4": "e4, пусто", "a1": "a1, белый волхв", "h8": "h8, чёрный волхв",
            "d5": "d5, башня из 3 фигур; сверху вниз: белый князь из ратника, чёрный всадник, "
                  "белый ратник (будущий лучник)"}, "Доска таврелей"),
])
def test_tavreli_cells_and_towers_are_named_in_the_pages_language(lang, names, title):
    scene = tavreli.scene(TOWER, lang=lang)
    cells = named(scene)
    assert {square: cells[parse_square(square)] for square in names} == names
    assert scene["title"] == title


def test_a_promoted_ratnik_and_the_helgi_are_named_as_the_rules_say():
    assert tavreli.piece_name(TOWER.board[parse_square("d5")][-1], "ru") == \
        "белый князь из ратника"
    helgi = TAVRELI.parse_position("4k3/8/8/8/3H4/8/8/4K3 w - -").board[parse_square("d4")][0]
    assert (tavreli.piece_name(helgi), tavreli.piece_name(helgi, "ru")) == \
        ("White helgi", "белый хелги")


@pytest.mark.parametrize("lang, glyphs, volkhv", [("en", ["P", "N", "Q"], "K"),
                                                  ("ru", ["Рт", "В", "К"], "Вл")])
def test_tavreli_glyphs_are_the_languages_letters(lang, glyphs, volkhv):
    cells = {c["id"]: c for c in tavreli.scene(TOWER, lang=lang)["cells"]}
    assert [item["glyph"] for item in cells[parse_square("d5")]["piece"]["items"]] == glyphs
    assert cells[parse_square("a1")]["piece"]["items"][0]["glyph"] == volkhv


KAMLA = games.make("kamla").parse_position("4r3/8/8/3S+4/8/2p!5/8/3PR3 L H2h2")
"""A promoted Lower Shell on d5, a captive Upper Priest on c3, both tents' pieces."""


@pytest.mark.parametrize("lang, names, title", [
    ("en", {"a1": "a1 empty, hexagram 1", "d5": "d5 Lower World promoted Shell, hexagram 32",
            "c3": "c3 Upper World Priest (captive), hexagram 30",
            "e1": "e1 Lower World Ruler, hexagram 9",
            "e8": "e8 Upper World Priest or Ruler, hexagram 20"}, "Kamla board"),
    ("ru", {"a1": "a1, пусто, гексаграмма 1",
            "d5": "d5, превращённая Раковина Нижнего мира, гексаграмма 32",
            "c3": "c3, пленный Жрец Верхнего мира, гексаграмма 30",
            "e1": "e1, Правитель Нижнего мира, гексаграмма 9",
            "e8": "e8, Жрец или Правитель Верхнего мира, гексаграмма 20"}, "Доска Камлы"),
])
def test_kamla_cells_are_named_in_the_pages_language(lang, names, title):
    scene = kamla.scene(KAMLA, power_sides=frozenset({0}), hexagrams=True, lang=lang)
    cells = named(scene)
    assert {square: cells[parse_square(square)] for square in names} == names
    assert scene["title"] == title


def test_every_kamla_piece_has_a_marked_name():
    assert set(kamla.KIND_WORDS) == set(games.kamla.KIND_NAMES.values())
    start = games.make("kamla").initial_state()
    names = named(kamla.scene(start, power_sides=frozenset({0, 1}), lang="ru"))
    assert [names[parse_square(s)] for s in ("a1", "b1", "c1", "b2", "a3", "b8")] == [
        "a1, Орёл Нижнего мира", "b1, Всадник Нижнего мира", "c1, Кит Нижнего мира",
        "b2, Лучник Нижнего мира", "a3, Раковина Нижнего мира", "b8, Всадник Верхнего мира"]


SENET = games.make("senet-kendall").parse_position(
    "CSCSCSC.C./........../.....S.... S:K0:1 C:K0:0 odd:- S? t9")
"""A spool on the House of Beauty (26) and one borne off."""


@pytest.mark.parametrize("lang, names, off, title", [
    ("en", {1: "square 1, Cones", 2: "square 2, Spools", 8: "square 8, empty",
            10: "square 10, House of Ba, empty", 26: "square 26, House of Beauty, Spools",
            31: "off the board: Spools 1, Cones 0"}, "off", "Senet board"),
    ("ru", {1: "поле 1, конус", 2: "поле 2, катушка", 8: "поле 8, пусто",
            10: "поле 10, Дом Ба, пусто", 26: "поле 26, Дом Красоты, катушка",
            31: "за пределами доски: катушки — 1, конусы — 0"}, "вне", "Доска сенета"),
])
def test_senet_squares_and_the_off_cell_are_named_in_the_pages_language(lang, names, off, title):
    scene = senet.scene(SENET, lang=lang)
    cells = named(scene)
    assert {square: cells[square] for square in names} == names
    assert next(c for c in scene["cells"] if c["id"] == 31)["label"] == off
    assert scene["title"] == title


@pytest.mark.parametrize("lang, names, title", [
    ("en", ["light", "light", "light", "dark"], "the sticks"),
    ("ru", ["светлой стороной вверх"] * 3 + ["тёмной стороной вверх"], "дощечки")])
def test_the_sticks_are_named_in_the_pages_language(lang, names, title):
    scene = senet.sticks_scene(3, lang=lang)
    assert [c["name"] for c in scene["cells"]] == names and scene["title"] == title


@pytest.mark.parametrize("lang, names", [
    ("en", {10: "square 10, Black biy", 30: "square 30, empty", 53: "square 53, White biy",
            39: "square 39, White shatra", shatra.WALL_ID: "wall"}),
    ("ru", {10: "поле 10, чёрный бий", 30: "поле 30, пусто", 53: "поле 53, белый бий",
            39: "поле 39, белая шатра", shatra.WALL_ID: "стена"}),
])
def test_shatra_squares_are_named_in_the_pages_language(lang, names):
    cells = named(shatra.scene(games.make("shatra").initial_state(), lang=lang))
    assert {square: cells[square] for square in names} == names


def test_a_batyr_is_named_with_its_side():
    code = games.shatra.code(games.shatra.BATYR, games.shatra.BLACK)
    assert (shatra.square_name(12, code), shatra.square_name(12, code, "ru")) == \
        ("square 12, Black batyr", "поле 12, чёрный батыр")


@pytest.mark.parametrize("ruleset, lang, names", [
    ("tavlei", "en", {0: "a1 corner, empty", 4: "e1, attacker", 31: "e4, defender",
                      40: "e5 throne, king"}),
    ("tavlei", "ru", {0: "a1, угол, пусто", 4: "e1, нападающий", 31: "e4, защитник",
                      40: "e5, трон, князь"}),
    ("hnefatafl-9", "ru", {40: "e5, трон, король"}),
])
def test_tafl_cells_are_named_in_the_pages_language_the_tavlei_king_a_prince(ruleset, lang,
                                                                             names):
    game = games.make(ruleset)
    cells = named(tafl.scene(game.initial_state(), lang=lang, **scene_options(tafl, game)))
    assert {square: cells[square] for square in names} == names


def test_a_tower_of_two_is_counted_in_russian_words():
    state = TAVRELI.parse_position("7k/8/8/3[PBn]4/8/8/8/K7 w - -")
    assert named(tavreli.scene(state, lang="ru"))[parse_square("d5")] == \
        "d5, башня из 2 фигур; сверху вниз: чёрный всадник, белый ратник (будущий лучник)"


def test_the_russian_rules_table_gives_the_letters_the_boards_draw():
    from ui.rules.tavreli import pieces_table

    assert "| **волхв** | Вл (K) |" in pieces_table("ru") and "| **ратник** | Рт (P) |" in \
        pieces_table("ru")
    assert "| **volkhv** | K |" in pieces_table("en")
